import { insurers, policyTypes, states } from './dictionaries';
import type { EnrollmentFixture } from './enrollments';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { randomFor } from './random';
import { memberInForce } from './renewals';
import { CURRENT_YEAR, DAY_MS, dayFromToday, isoDay, TODAY } from './days';

/**
 * The `large-downline` scenario: agency 201 (Sunshine Benefits Group) with 200 downline producers, for the
 * expiry forecast's run over one producer at a time (and `npm run bench`). Its own seed and ids (30001 up),
 * so no other fixture moves. Each producer has a license in one of the forecast's windows in turn (expired,
 * within 30, 60, 90 days, later) and contracts with every state of the coming plan year's certification.
 */
export const LARGE_DOWNLINE_AGENCY = '201';
export const LARGE_DOWNLINE_SIZE = 200;
const FIRST_ID = 30_001;

/** The days to one license's expiration by producer: expired, within 30, 60, 90 days, later. */
const WINDOW_OFFSETS: Array<[number, number]> = [
    [-120, -1],
    [0, 30],
    [31, 60],
    [61, 90],
    [200, 800],
];
const COMING_YEAR = ['RTS', 'none', 'Failed', 'Pending'] as const;

export interface LargeDownlineProducer {
    AgentId: number;
    FirstName: string;
    LastName: string;
    licenses: Array<{
        Id: number;
        StateProvince: string;
        LicenseNumber: string;
        LicenseType: string;
        IsResidentLicense: boolean;
        ExpirationDate: string;
    }>;
    contracts: Array<{
        insurer_name: string;
        policy_types: Array<{ Id: number; Abbreviation: string }>;
        writing_number: string;
        start_date: string;
        contract_certifications: Array<{
            PlanYear: number;
            Status: string;
            PolicyTypeAbbreviation: string;
            StateAbbreviation: string;
        }>;
        policy_count: number;
    }>;
}

const build = (): LargeDownlineProducer[] =>
    Array.from({ length: LARGE_DOWNLINE_SIZE }, (_, index) => {
        const agentId = FIRST_ID + index;
        const random = randomFor('large-downline', 'agent', agentId);
        const [from, to] = WINDOW_OFFSETS[index % WINDOW_OFFSETS.length];
        const state = () => random.pick(states).Abbreviation;
        const licenses = [random.int(from, to), random.int(300, 900)].map((offset, position) => ({
            Id: agentId * 10 + position,
            StateProvince: state(),
            LicenseNumber: String(random.int(1_000_000, 9_999_999)),
            LicenseType: random.pick(['Life', 'Accident & Health', 'Life, Accident & Health']),
            IsResidentLicense: position === 0,
            ExpirationDate: dayFromToday(offset),
        }));
        const contracts = Array.from({ length: random.int(1, 3) }, (_, position) => {
            const insurer = insurers[(index + position * 5) % insurers.length];
            const coming = COMING_YEAR[(index + position) % COMING_YEAR.length];
            const certified = state();
            return {
                insurer_name: insurer.Name,
                policy_types: [{ Id: 1, Abbreviation: 'MA' }],
                writing_number: `${insurer.Name.slice(0, 2).toUpperCase()}${agentId}${position}`,
                start_date: dayFromToday(-random.int(100, 900)),
                contract_certifications: [
                    {
                        PlanYear: CURRENT_YEAR,
                        Status: 'RTS',
                        PolicyTypeAbbreviation: 'MA',
                        StateAbbreviation: certified,
                    },
                    ...(coming === 'none'
                        ? []
                        : [
                              {
                                  PlanYear: CURRENT_YEAR + 1,
                                  Status: coming,
                                  PolicyTypeAbbreviation: 'MA',
                                  StateAbbreviation: certified,
                              },
                          ]),
                ],
                policy_count: random.int(0, 300),
            };
        });
        return {
            AgentId: agentId,
            FirstName: random.pick(FIRST_NAMES),
            LastName: random.pick(LAST_NAMES),
            licenses,
            contracts,
        };
    });

let producers: LargeDownlineProducer[] | undefined;

/** The 200 producers, built on first use (only the scenario needs them). */
export const largeDownline = () => (producers ??= build());

export const largeDownlineProducer = (agentId: string) => {
    const id = Number(agentId);
    return Number.isInteger(id) ? largeDownline()[id - FIRST_ID] : undefined;
};

/** Members per producer in the scenario (renewals at risk's run over 200 producers; `npm run bench`). */
const MEMBERS_PER_PRODUCER = 3;
const MEDICARE_ADVANTAGE = policyTypes.find(type => type.Abbreviation === 'MA')!;

let members: EnrollmentFixture[] | undefined;

/**
 * Agency 201's enrollments in the scenario: three members in force per producer, each in one of the producer's
 * license states with one of its carriers, from renewals at risk's own seed (the producers' data stays as the
 * forecast reads it).
 */
export const largeDownlineEnrollments = () =>
    (members ??= largeDownline().flatMap((producer, index) => {
        const random = randomFor('renewals', 'large-downline', producer.AgentId);
        return Array.from({ length: MEMBERS_PER_PRODUCER }, (_, position): EnrollmentFixture => {
            const carrier = random.pick(producer.contracts).insurer_name;
            const effective = new Date(Date.UTC(TODAY.getUTCFullYear(), TODAY.getUTCMonth() - random.int(1, 30), 1));
            return memberInForce(random, {
                policyId: 9_000_000 + index * 10 + position,
                agent: { id: producer.AgentId, name: `${producer.FirstName} ${producer.LastName}` },
                state: random.pick(producer.licenses).StateProvince,
                insurerId: insurers.find(candidate => candidate.Name === carrier)!.Id,
                typeId: MEDICARE_ADVANTAGE.Id,
                appStatus: 'Enrolled',
                effective: isoDay(effective),
                sold: isoDay(new Date(effective.getTime() - random.int(10, 40) * DAY_MS)),
            });
        });
    }));
