import * as z from 'zod/mini';

/*
 * The profile as the product API sends and takes it: "PhoneNumber.Number" and
 * "Address.Address1, Address2, City, StateName, ZipCode" read as a phone object and an address object.
 * An optional field the API leaves out or sends as null reads as empty.
 */
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

/** The form's values: one flat record for both portal types (the agency form leaves the name parts empty). */
export interface ProfileFormValues {
    FirstName: string;
    MiddleName: string;
    LastName: string;
    Nickname: string;
    Name: string;
    /** The phone's digits only; shown and sent as (###) ###-####. */
    Phone: string;
    Address1: string;
    Address2: string;
    City: string;
    StateName: string;
    /** 5 or 9 digits, as typed: 12345 or 12345-6789. */
    ZipCode: string;
}
