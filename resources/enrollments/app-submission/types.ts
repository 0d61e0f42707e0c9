import * as z from 'zod/mini';
import { dictionarySchema } from '../../../src/api/wire';
import type { PickedFile } from '../../../src/forms';

// GET /t/appqueuesubmissions/{agentId}/new. Keys the service may add beside the documented ones are ignored.
export const newSubmissionSchema = z.object({
    States: dictionarySchema,
});
export type NewSubmissionAnswer = z.infer<typeof newSubmissionSchema>;

export interface SubmissionState {
    id: string;
    name: string;
}

/** Files excluded. */
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

// SSN and MBI already without their dashes; a cleared react-admin text or date input holds null.
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
