import { queryOptions } from '@tanstack/react-query';
import { config } from '../../../src/config';
import { request, submit } from '../../../src/api/httpClient';
import { defineSessionApiArea } from '../../../src/api/dataProvider';
import { defineAction } from '../../../src/api/useProviderMutation';
import { newSubmissionSchema, type AppSubmission, type SubmissionState } from './types';

// Every POST failure becomes AppQueueSubmissionError (status and field errors only), so nothing else the server
// echoed (SSN, MBI, Medicaid number, birth date) reaches a log or a message. Calls: docs/areas.md.

export class AppQueueSubmissionError extends Error {
    override readonly name = 'AppQueueSubmissionError';
    /** Field errors only, for src/forms serverFieldErrors. */
    declare readonly body?: { errors: Record<string, unknown> };
    constructor(
        readonly status?: number,
        errors?: Record<string, unknown>
    ) {
        super('Failed to submit app queue submission');
        // Not enumerable, so a logged error never spells out what the server said about the applicant's values.
        if (errors) Object.defineProperty(this, 'body', { value: { errors }, enumerable: false });
    }
}

const statusOf = (error: unknown) =>
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
        ? error.status
        : undefined;

/** ASP.NET's `{ errors: { Field: [...] } }` of a refused submission, and nothing else of the body. */
const fieldErrorsOf = (error: unknown): Record<string, unknown> | undefined => {
    const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : undefined;
    if (typeof body !== 'object' || body === null) return undefined;
    const { errors, Errors } = body as Record<string, unknown>;
    const found = errors ?? Errors;
    return typeof found === 'object' && found !== null && !Array.isArray(found)
        ? (found as Record<string, unknown>)
        : undefined;
};

export interface AppSubmissionMethods {
    getAppSubmissionStates: (agentId: string) => Promise<SubmissionState[]>;
    submitApp: (submission: AppSubmission, files: File[]) => Promise<void>;
}

const appSubmissionMethods: AppSubmissionMethods = {
    getAppSubmissionStates: async agentId => {
        const answer = await request(`/t/appqueuesubmissions/${encodeURIComponent(agentId)}/new`, {
            schema: newSubmissionSchema,
        });
        return Object.entries(answer.States ?? {})
            .map(([name, id]) => ({ id: String(id), name }))
            .sort((a, b) => a.name.localeCompare(b.name));
    },
    submitApp: async (submission, files) => {
        const body = new FormData();
        body.append('metadata', new Blob([JSON.stringify(submission)], { type: 'application/json' }));
        for (const file of files) body.append('appfiles', file, file.name);
        try {
            await submit('/api/applications/submissions', { method: 'POST', body, baseUrl: config.trackerBaseUrl });
        } catch (error) {
            throw new AppQueueSubmissionError(statusOf(error), fieldErrorsOf(error));
        }
    },
};

/** No call names the portal: the agent whose application it is travels in the call. */
export const appSubmissionApi = defineSessionApiArea('app-submission', { methods: appSubmissionMethods });

export const appSubmissionQueries = {
    states: (api: Pick<AppSubmissionMethods, 'getAppSubmissionStates'>, agentId: string) =>
        queryOptions({
            queryKey: ['enrollments', 'appSubmission', 'states', agentId],
            queryFn: () => api.getAppSubmissionStates(agentId),
            enabled: agentId !== '',
            staleTime: 5 * 60_000,
        }),
};

/** The submission with its toasts (run with useProviderAction: no false success, a 401 keeps the form). */
export const submitAppAction = defineAction({
    area: appSubmissionApi,
    call: (api: AppSubmissionMethods, { submission, files }: { submission: AppSubmission; files: File[] }) =>
        api.submitApp(submission, files),
    messages: {
        pending: 'resources.enrollments.appSubmission.messages.submitting',
        success: 'resources.enrollments.appSubmission.messages.success',
        error: 'resources.enrollments.appSubmission.messages.failed',
        tooLarge: 'common.forms.uploadTooLarge',
    },
});
