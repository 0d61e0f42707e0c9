import { http, HttpResponse } from 'msw';
import { profileKey, profileOf, submittedProfileStore, type OwnerType, type ProfileWire } from '../db/my-profile';
import { defineDemoArea } from './area';
import { api, failure } from './shared';

const OWNER_TYPES: Record<string, OwnerType> = { agents: 'agent', agencies: 'agency' };

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The field errors of a sent profile, in ASP.NET's shape; undefined when it can be kept. */
const fieldErrors = (ownerType: OwnerType, profile: Partial<ProfileWire>) => {
    const errors: Record<string, string[]> = {};
    const names = ownerType === 'agent' ? (['FirstName', 'LastName'] as const) : (['Name'] as const);
    for (const field of names) if (blank(profile[field])) errors[field] = ['Required'];
    if (!/^\(\d{3}\) \d{3}-\d{4}$/.test(profile.PhoneNumber?.Number ?? ''))
        errors.Phone = ['Phone must be in the format (###) ###-####'];
    const address = profile.Address;
    for (const field of ['Address1', 'City', 'StateName'] as const)
        if (blank(address?.[field])) errors[field] = ['Required'];
    if (!/^\d{5}(-\d{4})?$/.test(address?.ZipCode ?? '')) errors.ZipCode = ['Enter a ZIP code of 5 or 9 digits'];
    return Object.keys(errors).length > 0 ? errors : undefined;
};

/** Profile: the portal's profile and its submission (kept for the session, answered 200). */
const profileHandlers = [
    http.get(api('/t/:owners/:ownerId/profile'), ({ params }) => {
        const ownerType = OWNER_TYPES[String(params.owners)];
        if (!ownerType) return;
        return HttpResponse.json(profileOf(ownerType, String(params.ownerId)));
    }),
    http.post(api('/t/:owners/:ownerId/profile/submit'), async ({ params, request }) => {
        const ownerType = OWNER_TYPES[String(params.owners)];
        if (!ownerType) return;
        const profile = (await request.json().catch(() => undefined)) as Partial<ProfileWire> | undefined;
        if (!profile || typeof profile !== 'object') return failure(400, { message: 'The profile is not valid JSON.' });
        const errors = fieldErrors(ownerType, profile);
        if (errors) return failure(400, { errors });
        const key = profileKey(ownerType, String(params.ownerId));
        const kept = { Id: key, profile: profile as ProfileWire };
        if (!submittedProfileStore.update(key, kept)) submittedProfileStore.add(kept);
        return new HttpResponse(null, { status: 200 });
    }),
];

export const myProfileDemo = defineDemoArea({ name: 'my-profile', handlers: profileHandlers });
