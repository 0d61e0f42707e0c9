import { collection } from './index';
import { DEFAULT_AGENCIES, DEFAULT_AGENTS } from './users';
import { states } from './dictionaries';
import { AGENCY_SUFFIXES, AGENCY_WORDS, FIRST_NAMES, LAST_NAMES } from './names';
import { randomFor } from './random';

export type OwnerType = 'agent' | 'agency';

export interface ProfileWire {
    FirstName?: string;
    MiddleName?: string | null;
    LastName?: string;
    Nickname?: string | null;
    Name?: string;
    PhoneNumber: { Number: string } | null;
    Address: {
        Address1: string;
        Address2: string | null;
        City: string;
        StateName: string;
        ZipCode: string;
    } | null;
}

/** A profile sent in this session, kept per portal: the next visit shows what was sent. */
export interface SubmittedProfile {
    Id: string;
    profile: ProfileWire;
}

export const submittedProfileStore = collection<SubmittedProfile>('profiles');

export const profileKey = (ownerType: OwnerType, ownerId: string) => `${ownerType}:${ownerId}`;

const STREETS = ['Main St', 'Oak Ave', 'Palm Blvd', 'Harbor Dr', 'Sunset Way', 'Cypress Ln', 'Bay Rd'];
/** A city with its state, so the demo's addresses read true. */
const CITIES = [
    ['Tampa', 'Florida'],
    ['Orlando', 'Florida'],
    ['Miami', 'Florida'],
    ['Austin', 'Texas'],
    ['Phoenix', 'Arizona'],
    ['Atlanta', 'Georgia'],
    ['Charlotte', 'North Carolina'],
    ['Denver', 'Colorado'],
] as const;

/** Each portal's profile from its own seed; the default portals carry the names the portal list gives them. */
export const seededProfile = (ownerType: OwnerType, ownerId: string): ProfileWire => {
    const random = randomFor('profiles', ownerType, ownerId);
    const digits = () => String(random.int(200, 989)) + String(random.int(200, 999)) + String(random.int(1000, 9999));
    const phone = digits();
    const [city, state] = random.pick(CITIES);
    const common = {
        PhoneNumber: { Number: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` },
        Address: {
            Address1: `${random.int(10, 9999)} ${random.pick(STREETS)}`,
            Address2: random.chance(0.4) ? `Suite ${random.int(100, 900)}` : null,
            City: city,
            // The dictionary's own spelling, so the form's state select shows it.
            StateName: states.find(row => row.Name === state)?.Name ?? state,
            ZipCode: random.chance(0.3)
                ? `${random.int(10000, 99999)}-${random.int(1000, 9999)}`
                : String(random.int(10000, 99999)),
        },
    };
    if (ownerType === 'agency') {
        const Name = DEFAULT_AGENCIES[ownerId] ?? `${random.pick(AGENCY_WORDS)} ${random.pick(AGENCY_SUFFIXES)}`;
        return { Name, ...common };
    }
    const [first, last] = DEFAULT_AGENTS[ownerId]?.split(' ') ?? [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)];
    return {
        FirstName: first,
        MiddleName: random.chance(0.5) ? random.pick(FIRST_NAMES) : null,
        LastName: last,
        Nickname: random.chance(0.3) ? first.slice(0, 3) : null,
        ...common,
    };
};

export const profileOf = (ownerType: OwnerType, ownerId: string): ProfileWire =>
    submittedProfileStore.find(profileKey(ownerType, ownerId))?.profile ?? seededProfile(ownerType, ownerId);
