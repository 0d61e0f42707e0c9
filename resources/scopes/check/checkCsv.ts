import { isoDayOf } from '../../../src/domain/calendarDays';
import { toCsv } from '../../../src/domain/csv';
import { C, customerName } from './rowTexts';
import type { CheckRow } from './useSoaCheck';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const day = (value: string | null | undefined) => value?.slice(0, 10) ?? '';

/** Quoted where needed and formula-like fields defused (src/domain/csv.ts). */
export const checkCsv = (rows: readonly CheckRow[], translate: Translate, statusName: (status: string) => string) =>
    toCsv(
        [
            translate(`${C}.csv.policyId`),
            translate(`${C}.csv.customer`),
            translate(`${C}.csv.policyType`),
            translate(`${C}.csv.carrier`),
            translate(`${C}.csv.receivedFrom`),
            translate(`${C}.csv.receivedTo`),
            translate(`${C}.csv.result`),
            translate(`${C}.csv.soaStatus`),
            translate(`${C}.csv.soaCompleted`),
            translate(`${C}.csv.soaRequested`),
        ],
        rows.map(row => [
            String(row.enrollment.id),
            customerName(row.enrollment),
            row.enrollment.PolicyType,
            row.enrollment.InsurerName,
            isoDayOf(row.span.start),
            isoDayOf(row.span.end),
            translate(`${C}.flags.${row.verdict}`),
            row.soa ? statusName(row.soa.status) : translate(`${C}.soa.none`),
            day(row.soa?.completedOn),
            day(row.soa?.requestedOn),
        ])
    );
