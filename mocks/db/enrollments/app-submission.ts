import { states } from '../dictionaries';
import { collection } from '../index';
import { randomFor } from '../random';

/**
 * App submissions received during the demo session. Only what is safe to keep in the browser's session
 * storage is stored: names, choices, dates and file names. The SSN, MBI, Medicaid number and date of birth
 * are checked and then dropped, only whether they were given is kept.
 */
export interface StoredAppSubmission {
    Id: number;
    AgentId: string;
    FirstName: string;
    LastName: string;
    StateId: number;
    CountyId: number;
    PolicyTypeId: number;
    InsurerId: number;
    ProductId: number;
    DateAgentSignedApplication: string;
    EffectiveDate: string;
    MedicareADate: string | null;
    MedicareBDate: string | null;
    sensitiveGiven: { DateOfBirth: boolean; SSN: boolean; MbiNumber: boolean; MedicaidNumber: boolean };
    fileNames: string[];
    submittedAt: string;
}

export const appSubmissionStore = collection<StoredAppSubmission>('appSubmissions');

/** The ids of submissions start here, apart from any fixture's. */
export const FIRST_SUBMISSION_ID = 70_001;

/**
 * The states an agent may submit apps in (GET /t/appqueuesubmissions/{agentId}/new): 12 to 30 of them,
 * the same for an agent on every run, Florida and Texas always among them so demos have a known choice.
 */
export const submissionStatesOf = (agentId: string): Record<string, number> => {
    const random = randomFor('appSubmissions', 'states', agentId);
    const count = random.int(12, 30);
    const chosen = new Set(['FL', 'TX']);
    while (chosen.size < count) chosen.add(random.pick(states).Abbreviation);
    return Object.fromEntries(
        states.filter(state => chosen.has(state.Abbreviation)).map(state => [state.Name, state.Id])
    );
};
