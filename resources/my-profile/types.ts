import * as z from 'zod/mini';

// An optional field the API leaves out or sends as null reads as empty.
const text = z.pipe(
    z.nullish(z.string()),
    z.transform(value => value ?? '')
);

const commonShape = {
    PhoneNumber: z.pipe(
        z.nullish(z.object({ Number: text })),
        z.transform(phone => ({ Number: phone?.Number ?? '' }))
    ),
    Address: z.pipe(
        z.nullish(z.object({ Address1: text, Address2: text, City: text, StateName: text, ZipCode: text })),
        z.transform(address => ({
            Address1: address?.Address1 ?? '',
            Address2: address?.Address2 ?? '',
            City: address?.City ?? '',
            StateName: address?.StateName ?? '',
            ZipCode: address?.ZipCode ?? '',
        }))
    ),
};

// The names are what make an answer a profile: an answer without them ({} included) is not one.
export const agentProfileSchema = z.object({
    FirstName: z.string(),
    MiddleName: text,
    LastName: z.string(),
    Nickname: text,
    ...commonShape,
});

export const agencyProfileSchema = z.object({ Name: z.string(), ...commonShape });

export type AgentProfile = z.output<typeof agentProfileSchema>;
export type AgencyProfile = z.output<typeof agencyProfileSchema>;
export type Profile = AgentProfile | AgencyProfile;

/** The agency form leaves the name parts empty. */
export interface ProfileFormValues {
    FirstName: string;
    MiddleName: string;
    LastName: string;
    Nickname: string;
    Name: string;
    /** Digits only; shown and sent as (###) ###-####. */
    Phone: string;
    Address1: string;
    Address2: string;
    City: string;
    StateName: string;
    ZipCode: string;
}
