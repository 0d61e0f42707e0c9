import type { Identifier } from 'react-admin';
import * as z from 'zod/mini';

// Field names are the product API's: a help request is an "activity" of the hub's CRM.

const id = z.union([z.number(), z.string()]);
const text = z.nullish(z.string());

export const noteSchema = z.object({
    Id: id,
    Note: z.string(),
    DateCreated: z.string(),
    CreatedByName: text,
    CreatedByAgentId: z.nullish(id),
    CreatedByUserId: z.nullish(id),
    CreatedByHubUserName: text,
    IsCreatedByHubUser: z.nullish(z.boolean()),
});
export type NoteAnswer = z.infer<typeof noteSchema>;

export const notesSchema = z.array(noteSchema);

export const helpRequestSchema = z.object({
    Id: id,
    ActivityTypeName: z.string(),
    Description: z.string(),
    CreatedDateTime: z.string(),
    DueDateTime: text,
    IsCompleted: z.boolean(),
    // The detail carries its notes too; the thread reads them from their own call, which is fetched again.
    Notes: z.optional(z.nullable(z.array(noteSchema))),
});
export type HelpRequestAnswer = z.infer<typeof helpRequestSchema>;

export const helpRequestItemSchema = z.extend(helpRequestSchema, { LastUpdated: text });
export type HelpRequestItemAnswer = z.infer<typeof helpRequestItemSchema>;

// The API documents neither an array nor a `{ Data, Total }` page, so both are read; null is the list's error.
export const helpRequestListSchema = z.union([
    z.array(helpRequestItemSchema),
    z.pipe(
        z.object({ Data: z.array(helpRequestItemSchema) }),
        z.transform(answer => answer.Data)
    ),
]);

export const activityTypeSchema = z.object({ Id: id, Name: z.string() });
export type ActivityType = z.infer<typeof activityTypeSchema>;

export const newActivitySchema = z.object({ ActivityTypes: z.array(activityTypeSchema) });

/** `sending`: optimistic, no server id yet. */
export interface HelpRequest extends Omit<HelpRequestItemAnswer, 'Notes'> {
    id: Identifier;
    sending?: boolean;
}

export interface Note extends NoteAnswer {
    sending?: boolean;
}

export interface NewHelpRequest {
    AgentId?: number | string;
    AgencyId?: number | string;
    ActivityTypeId: number | string;
    Description: string;
    IsAgentViewable: true;
}

export interface NewNote {
    ActivityId: number | string;
    Note: string;
}

/** The newest activity first. */
export const PAGE_SIZES = [25];
export const BY_LAST_UPDATED = { field: 'LastUpdated', order: 'DESC' } as const;
export const SORTABLE = [
    'ActivityTypeName',
    'Description',
    'CreatedDateTime',
    'DueDateTime',
    'LastUpdated',
    'IsCompleted',
] as const;

export const OFFERED_TYPES = ['Agent Service', 'Compliance'] as const;
