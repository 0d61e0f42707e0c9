import { collection } from './index';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { DAY_MS, isoDay, NOW } from './days';
import { randomFor, type Random } from './random';
import { DEFAULT_AGENTS } from './users';
import { clock } from '../../src/clock';

/**
 * Help requests ("activities") of every portal and their notes, from the area's own seed per
 * owner. Some are completed, some have long threads from both sides (the hub user and the agent), some none.
 * The CRM knows more activity types than the two a new request may use (the form's limit shows). Maria Lopez
 * (agent 101) has more than a page of them. Ids encode their owner, so one activity is found by its id alone.
 * Requests and notes added during the session live in collections.
 */

export type OwnerType = 'agent' | 'agency';

export const ACTIVITY_TYPES = [
    { Id: 11, Name: 'Contracting' },
    { Id: 12, Name: 'Agent Service' },
    { Id: 13, Name: 'Commission Inquiry' },
    { Id: 14, Name: 'Compliance' },
    { Id: 15, Name: 'Licensing' },
    { Id: 16, Name: 'Marketing Materials' },
];

export interface NoteFixture {
    Id: number;
    ActivityId: number;
    Note: string;
    DateCreated: string;
    CreatedByName: string | null;
    CreatedByAgentId: number | null;
    CreatedByUserId: number | null;
    CreatedByHubUserName: string | null;
    IsCreatedByHubUser: boolean;
}

export interface HelpRequestFixture {
    Id: number;
    ownerType: OwnerType;
    ownerId: string;
    ActivityTypeName: string;
    Description: string;
    CreatedDateTime: string;
    DueDateTime: string | null;
    IsCompleted: boolean;
}

const HUB_USERS = ['Dana Demo', 'Alex Rivera'];
const OWNER_BASE: Record<OwnerType, number> = { agent: 1_000_000, agency: 2_000_000 };
const PER_OWNER = 100;

const at = (time: number) => new Date(time).toISOString().slice(0, 19);

const DESCRIPTIONS = [
    'Humana contract still pending\nI submitted my Humana contracting paperwork three weeks ago and it still shows as pending. Can you check where it is?',
    'Commission missing for a January enrollment\nA client I enrolled with Aetna in January does not appear on my last two statements.\nPolicy number is on the application.',
    'Update my mailing address\nPlease update the mailing address on my profile and with the carriers.',
    'Question about the AEP marketing rules\nCan I use the new flyer at a community event, or does it need to be filed first?',
    'Appointment with UnitedHealthcare\nI need to be appointed in Georgia before the end of the month.',
    'Certification not showing as complete\nI finished the Wellcare certification yesterday but the RTS report still says Failed.',
    'Request for a copy of my 1099',
    'Client wants to switch plans mid-year\nWhat are my options for a client who moved to a new county?',
    'Access for a new office assistant\nOur new assistant needs access to the hub to help with paperwork.',
    'Scope of appointment did not arrive\nThe client says the SOA email never arrived. Can you resend it from your side?',
];

const HUB_NOTES = [
    'Following up on this: any news?',
    'I have attached the signed form to the application as you asked.',
    'The client called again today and is asking for an update.',
    'Thanks, that answers my question.',
    'Could you tell me what is still missing on my side?',
    'I checked the portal again and it still shows the old status.',
    'Here is the policy number again: it starts with H and has nine digits.',
    'Please call me when you have a moment, I am available after 3 PM.',
];

const AGENT_NOTES = [
    'I reached out to the carrier and am waiting for their answer.',
    'The carrier confirmed they received the paperwork; processing takes 5 to 7 business days.',
    'I found the issue: the NPN on the application did not match. I have corrected it.',
    'This was fixed in the latest statement run. Please check and let me know.',
    'I need a copy of your E&O certificate before I can go further.',
    'Closing this request. Reply here if anything else comes up.',
    'I escalated this to the compliance team; they will reply by Friday.',
    'Good news: the appointment is approved and shows as active now.',
];

const ownerName = (ownerType: OwnerType, ownerId: string, random: Random) =>
    (ownerType === 'agent' ? DEFAULT_AGENTS[ownerId] : undefined) ??
    `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;

const countFor = (ownerType: OwnerType, ownerId: string, random: Random) =>
    ownerType === 'agent' && ownerId === '101' ? 32 : random.int(6, 18);

interface Generated {
    requests: HelpRequestFixture[];
    notes: Map<number, NoteFixture[]>;
}

const generated = new Map<string, Generated>();

const generate = (ownerType: OwnerType, ownerId: string): Generated => {
    const random = randomFor('help-requests', ownerType, ownerId);
    const agentName = ownerName(ownerType, ownerId, random);
    const agentId = /^\d+$/.test(ownerId) ? Number(ownerId) : null;
    const count = countFor(ownerType, ownerId, random);
    const requests: HelpRequestFixture[] = [];
    const notes = new Map<number, NoteFixture[]>();
    for (let index = 0; index < count; index += 1) {
        const Id = OWNER_BASE[ownerType] + Number(ownerId) * PER_OWNER + index + 1;
        const created = NOW.getTime() - random.int(2, 400) * DAY_MS - random.int(0, 86_399) * 1000;
        const completed = random.chance(0.4);
        // Every fourth request has a long thread; a few have none.
        const noteCount = index % 4 === 1 ? random.int(14, 24) : index % 5 === 3 ? 0 : random.int(1, 6);
        const thread: NoteFixture[] = [];
        let time = created;
        for (let n = 0; n < noteCount; n += 1) {
            time = Math.min(NOW.getTime() - 60_000, time + random.int(20, 60 * 48) * 60_000);
            const fromHub = n % 2 === 0 ? random.chance(0.7) : random.chance(0.3);
            const hubUser = random.pick(HUB_USERS);
            thread.push({
                Id: Id * PER_OWNER + n + 1,
                ActivityId: Id,
                Note: random.pick(fromHub ? HUB_NOTES : AGENT_NOTES),
                DateCreated: at(time),
                CreatedByName: fromHub ? hubUser : agentName,
                CreatedByAgentId: fromHub ? null : agentId,
                CreatedByUserId: fromHub ? 7 : null,
                CreatedByHubUserName: fromHub ? hubUser : null,
                IsCreatedByHubUser: fromHub,
            });
        }
        notes.set(Id, thread);
        requests.push({
            Id,
            ownerType,
            ownerId,
            ActivityTypeName: random.pick(ACTIVITY_TYPES).Name,
            Description: random.pick(DESCRIPTIONS),
            CreatedDateTime: at(created),
            DueDateTime: random.chance(0.8) ? isoDay(created + random.int(3, 30) * DAY_MS) : null,
            IsCompleted: completed,
        });
    }
    return { requests, notes };
};

const generatedFor = (ownerType: OwnerType, ownerId: string) => {
    const key = `${ownerType}:${ownerId}`;
    let found = generated.get(key);
    if (!found) generated.set(key, (found = generate(ownerType, ownerId)));
    return found;
};

/** Help requests sent during the session, and notes added to any. */
export const addedHelpRequests = collection<HelpRequestFixture>('helpRequests');
export const addedNotes = collection<NoteFixture>('helpRequestNotes');

const ownerOf = (id: number): { ownerType: OwnerType; ownerId: string } | undefined => {
    for (const ownerType of ['agency', 'agent'] as const) {
        const rest = id - OWNER_BASE[ownerType];
        if (rest > 0 && rest < 1_000_000) return { ownerType, ownerId: String(Math.floor((rest - 1) / PER_OWNER)) };
    }
    return undefined;
};

/** One help request, by id (a fixture of any owner, or one sent during the session). */
export const findHelpRequest = (id: number): HelpRequestFixture | undefined => {
    const added = addedHelpRequests.find(id);
    if (added) return added;
    const owner = ownerOf(id);
    if (!owner) return undefined;
    return generatedFor(owner.ownerType, owner.ownerId).requests.find(request => request.Id === id);
};

/** A request's notes, oldest first as stored (the API answers them in its own order; the app sorts). */
export const notesOf = (request: HelpRequestFixture): NoteFixture[] => [
    ...(generatedFor(request.ownerType, request.ownerId).notes.get(request.Id) ?? []),
    ...addedNotes.filter(note => note.ActivityId === request.Id),
];

export const helpRequestsOf = (ownerType: OwnerType, ownerId: string): HelpRequestFixture[] => [
    ...(/^\d+$/.test(ownerId) ? generatedFor(ownerType, ownerId).requests : []),
    ...addedHelpRequests.filter(request => request.ownerType === ownerType && request.ownerId === ownerId),
];

/** The moment of its latest note, or its creation. */
export const lastUpdatedOf = (request: HelpRequestFixture) =>
    notesOf(request).reduce(
        (latest, note) => (note.DateCreated > latest ? note.DateCreated : latest),
        request.CreatedDateTime
    );

export const nowText = () => at(clock.now().getTime());
