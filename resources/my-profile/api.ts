import { HttpError } from 'react-admin';
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { request, submit } from '../../src/api/httpClient';
import { ownerPath } from '../../src/api/owner';
import { useAreaApi } from '../../src/api/useAreaApi';
import { defineAction } from '../../src/api/useProviderMutation';
import type { PortalType } from '../../src/portal/types';
import { agencyProfileSchema, agentProfileSchema, type Profile } from './types';

/** A profile submission the API refused: its status and body kept (401 opens the session dialog). */
export class ProfileSubmitError extends HttpError {
    constructor(status: number, body: unknown) {
        super('Failed to submit profile', status, body);
        this.name = 'ProfileSubmitError';
    }
}

export const profileSchemaFor = (type: PortalType) => (type === 'agency' ? agencyProfileSchema : agentProfileSchema);

export interface ProfileMethods {
    getProfile: () => Promise<Profile>;
    submitProfile: (profile: Profile) => Promise<void>;
}

// Read and sent with the schema of the portal's type; only a 200 is a sent profile (docs/areas.md).
export const profileApi = defineApiArea('my-profile', portal => ({
    methods: {
        getProfile: async () => {
            const schema: z.ZodMiniType<Profile> = profileSchemaFor(portal.type);
            return request(`${ownerPath(portal)}/profile`, { schema });
        },
        submitProfile: async profile => {
            try {
                await submit(`${ownerPath(portal)}/profile/submit`, {
                    method: 'POST',
                    body: profile,
                    successStatus: 200,
                });
            } catch (error) {
                if (error instanceof HttpError) throw new ProfileSubmitError(error.status, error.body);
                throw error;
            }
        },
    } satisfies ProfileMethods,
}));

export const profileActions = {
    submit: defineAction({
        area: profileApi,
        call: (api: ProfileMethods, profile: Profile) => api.submitProfile(profile),
        messages: {
            pending: 'resources.my-profile.messages.submitting',
            // No success toast: the success page says it.
            error: 'resources.my-profile.messages.submitFailed',
        },
    }),
};

export const profileQueries = {
    /** Every profile query: what a saved profile refreshes. */
    all: ['my-profile'] as const,
};

export const useProfile = () => {
    const api = useAreaApi(profileApi);
    return useQuery({
        queryKey: ['my-profile'],
        queryFn: () => api.getProfile(),
        // What is on the form must be what the server has now, not a copy from an earlier visit.
        staleTime: 0,
    });
};
