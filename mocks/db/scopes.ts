import { collection } from './index';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { DAY_MS, NOW } from './days';
import { randomFor } from './random';
import { soaCheckScopesOf } from './scopes/check';
import { clock } from '../../src/clock';

/**
 * Scope of appointments of the agents: each agent's SOAs from its own seed, one requested
 * every one to three days back from today, newest first. Every status is there on the first page (the six in
 * turn among the newest), then mostly Completed further back, as an agent's history is. Maria Lopez (agent
 * 101) has 68 of these, James Carter (102) 9, any other agent 14; then the SOAs of their enrollments' customers
 * (scopes/check.ts), for the SOA check.
 *
 * What the session changes (a resend, a void, a new request) is kept in the `scopes` collection, by agent and
 * id, over the fixtures.
 */

export const SOA_STATUS_VALUES = [
    'Sent',
    'Client Viewed',
    'Client Signed',
    'Agent Viewed',
    'Completed',
    'Voided',
] as const;
export type SoaStatusValue = (typeof SOA_STATUS_VALUES)[number];

export interface SoaFixture {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    /** YYYY-MM-DDTHH:mm:ss */
    date_requested: string;
    date_completed: string | null;
    complete: boolean;
    status: SoaStatusValue;
    method_of_contact: string;
}

interface StoredSoa extends SoaFixture {
    /** `{agentId}:{id}` */
    Id: string;
    agentId: string;
}

const COUNTS: Record<string, number> = { '101': 68, '102': 9 };
const DEFAULT_COUNT = 14;
const METHODS = ['phone', 'in_person', 'email', 'mail', 'referral', 'event'];

const stamp = (time: number) => new Date(time).toISOString().slice(0, 19);

const build = (agentId: string): SoaFixture[] => {
    const random = randomFor('scopes', 'agent', agentId);
    const count = COUNTS[agentId] ?? DEFAULT_COUNT;
    let time = NOW.getTime() - random.int(1, 6) * 3_600_000;
    return Array.from({ length: count }, (_, index) => {
        const status: SoaStatusValue =
            index < SOA_STATUS_VALUES.length * 2
                ? SOA_STATUS_VALUES[index % SOA_STATUS_VALUES.length]
                : random.chance(0.75)
                  ? 'Completed'
                  : random.pick(SOA_STATUS_VALUES);
        const first = random.pick(FIRST_NAMES);
        const last = random.pick(LAST_NAMES);
        const requested = time;
        time -= random.int(1, 3) * DAY_MS + random.int(0, 8) * 3_600_000;
        const completed =
            status === 'Completed' ? Math.min(requested + random.int(1, 72) * 3_600_000, NOW.getTime()) : undefined;
        return {
            id: Number(agentId) * 1000 + count - index,
            first_name: first,
            last_name: last,
            email: `${first}.${last}${random.int(1, 99)}@example.com`.toLowerCase(),
            date_requested: stamp(requested),
            date_completed: completed === undefined ? null : stamp(completed),
            complete: status === 'Completed',
            status,
            method_of_contact: random.pick(METHODS),
        };
    });
};

const fixtures = new Map<string, SoaFixture[]>();
const fixturesOf = (agentId: string) => {
    let rows = fixtures.get(agentId);
    if (!rows) fixtures.set(agentId, (rows = [...build(agentId), ...soaCheckScopesOf(agentId)]));
    return rows;
};

const changes = () => collection<StoredSoa>('scopes');
const keyOf = (agentId: string, id: number | string) => `${agentId}:${id}`;
const strip = ({ Id: _id, agentId: _agent, ...soa }: StoredSoa): SoaFixture => soa;

/** An agent's SOAs as the session has them, newest request first. */
export const scopesOf = (agentId: string): SoaFixture[] => {
    const stored = changes().filter(record => record.agentId === agentId);
    const changed = new Map(stored.map(record => [record.Id, strip(record)]));
    const base = fixturesOf(agentId).map(soa => changed.get(keyOf(agentId, soa.id)) ?? soa);
    const known = new Set(base.map(soa => keyOf(agentId, soa.id)));
    const added = stored.filter(record => !known.has(record.Id)).map(strip);
    return [...added, ...base].sort((a, b) => b.date_requested.localeCompare(a.date_requested));
};

export const findScope = (agentId: string, id: string) => scopesOf(agentId).find(soa => String(soa.id) === id);

/** Saves an SOA as it now is (a change to a fixture, or a new one). */
export const saveScope = (agentId: string, soa: SoaFixture): SoaFixture => {
    const Id = keyOf(agentId, soa.id);
    const store = changes();
    if (store.find(Id)) store.update(Id, soa);
    else store.add({ ...soa, Id, agentId });
    return soa;
};

/** An id for a new SOA, apart from every fixture's. */
export const nextScopeId = (agentId: string) =>
    Math.max(Number(agentId) * 1000 + 900, ...scopesOf(agentId).map(soa => soa.id)) + 1;

export const nowStamp = () => stamp(clock.now().getTime());
