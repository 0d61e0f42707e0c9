import { HttpError } from 'react-admin';
import * as z from 'zod/mini';
import { queryOptions } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { request, submit } from '../../src/api/httpClient';
import { ownerPath } from '../../src/api/owner';
import { defineAction } from '../../src/api/useProviderMutation';
import type { Portal, PortalType } from '../../src/portal/types';
import { agencyProfileSchema, agentProfileSchema, type Profile } from './types';

/**
 * The profile area:
 * - GET /t/{agents|agencies}/{id}/profile: the agent's profile (names, phone, address) or the agency's (name,
 *   phone, address), read with the schema of the portal's type.
 * - POST /t/{agents|agencies}/{id}/profile/submit: the same shape as JSON. Only a 200 is success (the call
 *   must return 200); any other status, a 201 or 204 too, is the profile submit failure. Its body is not
 *   read: the success page needs nothing from it, and the form loads the profile again when next opened.
 */

/** A profile submission the API refused: its status and body kept (401 opens the session dialog). */
export class ProfileSubmitError extends HttpError {
    constructor(status: number, body: unknown) {
        super('Failed to submit profile', status, body);
        this.name = 'ProfileSubmitError';
    }
}

export const profileSchemaFor = (type: PortalType) => (type === 'agency' ? agencyProfileSchema : agentProfileSchema);

type Owner = Pick<Portal, 'type' | 'id'>;

/** The calls of the portal they are given (the scope's). */
export interface ProfileMethods {
    getProfile: (portal: Owner) => Promise<Profile>;
    submitProfile: (portal: Owner, profile: Profile) => Promise<void>;
}

const methods: ProfileMethods = {
    getProfile: async portal => {
        const schema: z.ZodMiniType<Profile> = profileSchemaFor(portal.type);
        return request(`${ownerPath(portal)}/profile`, { schema });
    },
    submitProfile: async (portal, profile) => {
        try {
            await submit(`${ownerPath(portal)}/profile/submit`, { method: 'POST', body: profile, successStatus: 200 });
        } catch (error) {
            if (error instanceof HttpError) throw new ProfileSubmitError(error.status, error.body);
            throw error;
        }
    },
};

export const profileApi = defineApiArea('my-profile', () => ({ methods }));

/** The profile's actions with their toasts. */
export const profileActions = {
    submit: defineAction({
        call: (api: ProfileMethods, { portal, profile }: { portal: Owner; profile: Profile }) =>
            api.submitProfile(portal, profile),
        messages: {
            pending: 'messages.profile.submitting',
            // No success toast: the success page says it.
            error: 'messages.profile.submitFailed',
        },
    }),
};

/** Query options for the profile of the scope's portal. */
export const profileQueries = {
    /** Every profile query: what a saved profile refreshes. */
    all: ['my-profile'] as const,
    profile: (api: Pick<ProfileMethods, 'getProfile'>, portal: Owner) =>
        queryOptions({
            queryKey: ['my-profile'],
            queryFn: () => api.getProfile(portal),
            // What is on the form must be what the server has now, not a copy from an earlier visit.
            staleTime: 0,
        }),
};
