import type { EnrollmentRow } from '../types';
import { producerKey, type MissingCommission } from './check';

/** A line of the result: an enrollment without a processed payment, or one whose payments could not be loaded. */
export type ResultRow =
    MissingCommission | { enrollment: EnrollmentRow; days?: undefined; kind: 'notChecked'; by?: undefined };

/** An enrollment's name wherever the page names it: its customer, as its row's link says, else its policy id. */
export const enrollmentName = (row: EnrollmentRow) =>
    [row.CustomerFirstName, row.CustomerLastName].filter(Boolean).join(' ') || String(row.id);

/** The rows of one producer (the filter), or every row when none is chosen. */
export const ofProducer = <Row extends { enrollment: EnrollmentRow }>(rows: readonly Row[], producer?: string) =>
    producer === undefined ? [...rows] : rows.filter(row => producerKey(row.enrollment) === producer);
