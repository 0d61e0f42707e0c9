import type { RaRecord } from 'react-admin';
import * as z from 'zod/mini';
import { listOf } from '../../src/api/wire';

const text = z.nullish(z.string());
const id = z.union([z.number(), z.string()]);

export const ALERT_LEVELS = ['info', 'warning', 'danger'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

export const alertSchema = z.object({
    id,
    title: text,
    body: text,
    // A level the portal does not know is shown as info (an announcement should not vanish for a new word).
    level: z.catch(z.enum(ALERT_LEVELS), 'info'),
    link_target: text,
    link_text: text,
});
export type PortalAlert = z.infer<typeof alertSchema>;
export const alertListSchema = listOf(alertSchema);

export const chartItemSchema = z.object({
    MonthName: z.string(),
    EnrollmentCount: z.number(),
    LastYearEnrollmentCount: z.nullish(z.number()),
});
export type ChartItem = z.infer<typeof chartItemSchema>;

// Both series are required: an answer without them is not a dashboard (its card's error), not an empty chart.
export const dashboardSchema = z.object({
    EnrollmentsChart6Months: z.array(chartItemSchema),
    EnrollmentsChart12Months: z.array(chartItemSchema),
});
export type DashboardAnswer = z.infer<typeof dashboardSchema>;

export const producerSummaryRowSchema = z.object({
    AgentId: id,
    AgentName: text,
    EnrollmentCount: z.number(),
});
export type ProducerSummaryRow = z.infer<typeof producerSummaryRowSchema>;
export const producerSummarySchema = listOf(producerSummaryRowSchema);

export { managerAnswerSchema, managerSchema } from '../../src/api/wire';
export type { ManagerAnswer } from '../../src/api/accountManager';

export const calendarEventSchema = z.object({
    id,
    title: z.string(),
    start: z.string(),
    end: text,
    location: text,
    url: text,
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarSchema = listOf(calendarEventSchema);

export const recentEnrollmentSchema = z.object({
    PolicyId: id,
    CustomerFirstName: text,
    CustomerLastName: text,
    AgentId: z.nullish(id),
    AgentName: text,
    InsurerName: text,
    EffectiveDate: text,
});
export type RecentEnrollment = z.infer<typeof recentEnrollmentSchema>;
export const recentEnrollmentsSchema = listOf(recentEnrollmentSchema);

export const CHART_VIEWS = ['sixMonths', 'twelveMonths', 'producers'] as const;
export type ChartView = (typeof CHART_VIEWS)[number];

/** What the aging card reads of a Pending contract (the contracts area's records carry more). */
export interface PendingContractRecord extends RaRecord {
    Insurer: string;
    MarketingLevel?: string | null;
    StartDate: string;
    PolicyTypes?: ReadonlyArray<{ Abbreviation: string }> | null;
}
