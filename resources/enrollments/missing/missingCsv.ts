import type { TranslateFunction } from 'react-admin';
import { toCsv } from '../../../src/domain/csv';
import type { ResultRow } from './missingRows';

const M = 'resources.enrollments.missing';

/** An enrollment whose payments could not be loaded is marked "not checked": the file never passes it off as paid. */
export const missingCsv = (
    rows: readonly ResultRow[],
    { translate, agency }: { translate: TranslateFunction; agency: boolean }
) =>
    toCsv(
        [
            translate(`${M}.columns.policyId`),
            translate(`${M}.columns.customer`),
            ...(agency ? [translate(`${M}.columns.producer`), translate(`${M}.columns.agentId`)] : []),
            translate(`${M}.columns.carrier`),
            translate(`${M}.columns.product`),
            translate(`${M}.columns.effectiveDate`),
            translate(`${M}.columns.terminated`),
            translate(`${M}.columns.days`),
            translate(`${M}.columns.status`),
            translate(`${M}.columns.settledBy`),
        ],
        rows.map(({ enrollment, days, kind, by }) => [
            String(enrollment.id),
            [enrollment.CustomerFirstName, enrollment.CustomerLastName].filter(Boolean).join(' '),
            ...(agency ? [enrollment.AgentName, enrollment.AgentId === null ? undefined : enrollment.AgentId] : []),
            enrollment.InsurerName,
            enrollment.PolicyType,
            enrollment.EffectiveDate?.slice(0, 10),
            enrollment.TerminationDate?.slice(0, 10),
            days,
            translate(`${M}.kinds.${kind}`),
            by ? translate(`${M}.settledBy.${by}`) : '',
        ])
    );
