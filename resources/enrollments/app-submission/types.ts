import * as z from 'zod/mini';
import { dictionarySchema } from '../../../src/api/wire';
import type { PickedFile } from '../../../src/forms';

/**
 * GET /t/appqueuesubmissions/{agentId}/new: what an agent may submit an app for. The API documents `States` as a
 * name-to-id map; other keys the service may add are ignored.
 */
export const newSubmissionSchema = z.object({
    States: dictionarySchema,
});
export type NewSubmissionAnswer = z.infer<typeof newSubmissionSchema>;

export interface SubmissionState {
    id: string;
    name: string;
}

/** The metadata part of the multipart POST, files excluded. */
export interface AppSubmission {
    AgentId: number | string;
    FirstName: string;
    LastName: string;
    DateOfBirth: string | null;
    StateId: number | string;
    CountyId: number | string;
    /** Nine digits, no dashes. */
    SSN: string | null;
    /** Eleven characters, no dashes, upper case. */
    MbiNumber: string | null;
    MedicaidNumber: string | null;
    MedicareADate: string | null;
    MedicareBDate: string | null;
    DateAgentSignedApplication: string;
    EffectiveDate: string;
    PolicyTypeId: number | string;
    InsurerId: number | string;
    ProductId: number | string;
}

/**
 * What the form holds: ids as the selects keep them, SSN and MBI already without their dashes. A cleared
 * text or date input of react-admin holds null.
 */
export interface AppSubmissionForm {
    AgentId: string;
    FirstName: string | null;
    LastName: string | null;
    DateOfBirth: string | null;
    StateId: string;
    CountyId: string;
    SSN: string;
    MbiNumber: string;
    MedicaidNumber: string | null;
    MedicareADate: string | null;
    MedicareBDate: string | null;
    DateAgentSignedApplication: string | null;
    EffectiveDate: string | null;
    PolicyTypeId: string;
    InsurerId: string;
    ProductId: string;
    files: PickedFile[];
}
