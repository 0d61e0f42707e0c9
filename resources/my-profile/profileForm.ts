import type { Validator } from 'react-admin';
import { phoneMask, requiredTrimmed, validPhone } from '../../src/forms';
import type { PortalType } from '../../src/portal/types';
import type { AgencyProfile, AgentProfile, Profile, ProfileFormValues } from './types';

export const PROFILE_SUBMITTED_KEY = 'profileSubmitted';

const ZIP_PATTERN = /^\d{5}(-?\d{4})?$/;

export const validZip =
    (message = 'resources.my-profile.validation.zip'): Validator =>
    (value: unknown) =>
        typeof value !== 'string' || value.trim() === '' || ZIP_PATTERN.test(value.trim()) ? undefined : message;

export const normalizeZip = (zip: string) => {
    const digits = zip.replace(/\D/g, '');
    return digits.length === 9 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

// Module-level so the validators keep their identity between renders.
const REQUIRED = requiredTrimmed();
/** Its label is marked required. */
const PHONE = Object.assign(validPhone(), { isRequired: true });
const ZIP = [REQUIRED, validZip()];

export const validatorsFor = (type: PortalType): Partial<Record<keyof ProfileFormValues, Validator | Validator[]>> => ({
    ...(type === 'agent' ? { FirstName: REQUIRED, LastName: REQUIRED } : { Name: REQUIRED }),
    Phone: PHONE,
    Address1: REQUIRED,
    City: REQUIRED,
    StateName: REQUIRED,
    ZipCode: ZIP,
});

/** The phone as its digits, whatever way the API wrote it. */
export const toFormValues = (profile: Profile): ProfileFormValues => ({
    FirstName: 'FirstName' in profile ? profile.FirstName : '',
    MiddleName: 'MiddleName' in profile ? profile.MiddleName : '',
    LastName: 'LastName' in profile ? profile.LastName : '',
    Nickname: 'Nickname' in profile ? profile.Nickname : '',
    Name: 'Name' in profile ? profile.Name : '',
    Phone: phoneMask.clean(profile.PhoneNumber.Number),
    ...profile.Address,
});

/** Values arrive trimmed. */
export const toProfile = (type: PortalType, values: ProfileFormValues): Profile => {
    const common = {
        PhoneNumber: { Number: phoneMask.format(values.Phone) },
        Address: {
            Address1: values.Address1,
            Address2: values.Address2,
            City: values.City,
            StateName: values.StateName,
            ZipCode: normalizeZip(values.ZipCode),
        },
    };
    if (type === 'agency') return { Name: values.Name, ...common } satisfies AgencyProfile;
    return {
        FirstName: values.FirstName,
        MiddleName: values.MiddleName,
        LastName: values.LastName,
        Nickname: values.Nickname,
        ...common,
    } satisfies AgentProfile;
};
