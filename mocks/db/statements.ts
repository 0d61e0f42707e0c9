import { insurers, policyTypes, products } from './dictionaries';
import { baseEnrollmentsOf, type EnrollmentFixture } from './enrollments';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { DAY_MS, isoDay, TODAY } from './days';
import { downlineAgentsOf, portfolio } from './portfolio';
import { randomFor, type Random } from './random';

/**
 * Commission statements of every portal: one statement per biweekly payment run over the last
 * two years (a run id is the same for everyone paid in it), each with commission payments and, for agencies,
 * override payments, processed or on hold. Dates are relative to today; every owner draws from its own seed.
 * The ledger follows from the payments: earned is the sum of the processed credits, chargeback of the
 * processed debits; the ending balance, less what was paid out (a reserve is sometimes held back; nothing
 * is paid below $50), is the next run's beginning balance.
 *
 * Sunshine Benefits Group (agency 201) has a statement with nothing processed and over 999 commissions on
 * hold (the 999+ badge, the On hold tab opened first, the bench's large statement); every portal has a
 * statement without any payment.
 */

export type OwnerType = 'agent' | 'agency';
export type PaymentType = 'commissions' | 'overrides';
export type PaymentStatus = 'processed' | 'onhold';

export interface PaymentFixture {
    PolicyAgentId: number;
    PolicyAgentFirstName: string;
    PolicyAgentLastName: string;
    CustomerFirstName: string;
    CustomerLastName: string;
    PolicyNumber: string;
    PolicyTypeName: string;
    InsurerName: string;
    ProductName: string;
    PaymentAmount: number;
    /** Bookkeeping for the list's filters and the enrollments' statement rows (not on the wire). */
    InsurerId: number;
    PolicyTypeId: number;
    /** The enrollment paid for; none for a made-up policy. */
    PolicyId?: number;
}

/** One payment of an enrollment as its detail lists it, linking to its statement. */
export interface StatementRowFixture {
    PaymentRunId: number;
    StatementDate: string;
    Status: 'Processed' | 'On hold';
    Amount: number;
}

export interface StatementFixture {
    PaymentRunId: number;
    /** YYYY-MM-DDT00:00:00 */
    StatementDate: string;
    StatementLedger: {
        BeginningBalance: number;
        Earned: number;
        Chargeback: number;
        EndingBalance: number;
        StatementBalance: number;
        Payout: number;
    };
    payments: Record<PaymentType, Record<PaymentStatus, PaymentFixture[]>>;
}

const RUNS = 52;
const RUN_DAYS = 14;
/** Balances below this are carried to the next run instead of paid out. */
const MINIMUM_PAYOUT = 50;
/** The statement of agency 201 with over 999 on-hold commissions. */
export const LARGE_STATEMENT = { ownerType: 'agency', ownerId: '201', runIndex: 3, onHold: 1_234 } as const;

const cents = (value: number) => Math.round(value * 100) / 100;

/** Payment runs are every other Friday; the latest is the last one on or before today. */
const runs = (() => {
    const days = Math.floor(TODAY.getTime() / DAY_MS);
    // 1970-01-02 was a Friday: runs fall on Fridays an even number of weeks from it.
    const latest = days - ((((days - 1) % RUN_DAYS) + RUN_DAYS) % RUN_DAYS);
    return Array.from({ length: RUNS }, (_, index) => {
        const day = latest - index * RUN_DAYS;
        return { PaymentRunId: Math.floor(day / RUN_DAYS), StatementDate: isoDay(day * DAY_MS) };
    });
})();

interface Producer {
    id: number;
    first: string;
    last: string;
}

const producersOf = (ownerType: OwnerType, ownerId: string, random: Random): Producer[] => {
    if (ownerType === 'agent') {
        const agent = portfolio.agents.get(ownerId);
        return [
            {
                id: Number(ownerId),
                first: agent?.FirstName ?? random.pick(FIRST_NAMES),
                last: agent?.LastName ?? random.pick(LAST_NAMES),
            },
        ];
    }
    const downline = downlineAgentsOf(ownerId).slice(0, 40);
    if (downline.length > 0)
        return downline.map(agent => ({ id: Number(agent.AgentId), first: agent.FirstName, last: agent.LastName }));
    return Array.from({ length: 8 }, (_, index) => ({
        id: Number(ownerId) * 100 + index + 1,
        first: random.pick(FIRST_NAMES),
        last: random.pick(LAST_NAMES),
    }));
};

/** An owner's carriers: half of them, so that the carrier filter leaves some statements out. */
const carriersOf = (random: Random) => {
    const first = random.int(0, insurers.length - 1);
    return Array.from({ length: 10 }, (_, index) => insurers[(first + index * 2) % insurers.length]);
};

const amountOf = (random: Random, override: boolean) => {
    const base = override ? random.int(5, 60) : random.int(25, 420);
    const chargeback = random.chance(0.07);
    return cents((chargeback ? -1 : 1) * (base + random.int(0, 99) / 100));
};

const splitName = (name: string) => {
    const [first, ...rest] = name.split(' ');
    return { first, last: rest.join(' ') };
};

/** A payment for one of the portal's enrollments: its policy, customer and producer, as the enrollment shows. */
const paymentFor = (random: Random, policy: EnrollmentFixture, override: boolean): PaymentFixture => {
    const producer = splitName(policy.AgentName);
    return {
        PolicyAgentId: policy.AgentId,
        PolicyAgentFirstName: producer.first,
        PolicyAgentLastName: producer.last,
        CustomerFirstName: policy.CustomerFirstName,
        CustomerLastName: policy.CustomerLastName,
        PolicyNumber: policy.PolicyNumber,
        PolicyTypeName: policy.PolicyType,
        InsurerName: policy.InsurerName,
        ProductName: policy.ProductName,
        PaymentAmount: amountOf(random, override),
        InsurerId: policy.InsurerId,
        PolicyTypeId: policy.PolicyTypeId,
        PolicyId: policy.PolicyId,
    };
};

/** A payment for a made-up policy, for a portal without enrollments. */
const madeUpPayment = (random: Random, producers: Producer[], carriers: typeof insurers, override: boolean) => {
    const producer = random.pick(producers);
    const carrier = random.pick(carriers);
    const offered = products.filter(product => product.InsurerId === carrier.Id);
    const product = random.pick(offered);
    const type = policyTypes.find(candidate => candidate.Id === product.PolicyTypeId)!;
    return {
        PolicyAgentId: producer.id,
        PolicyAgentFirstName: producer.first,
        PolicyAgentLastName: producer.last,
        CustomerFirstName: random.pick(FIRST_NAMES),
        CustomerLastName: random.pick(LAST_NAMES),
        PolicyNumber: `${carrier.Name.slice(0, 2).toUpperCase()}${random.int(1_000_000, 9_999_999)}`,
        PolicyTypeName: type.Name,
        InsurerName: carrier.Name,
        ProductName: product.Name,
        PaymentAmount: amountOf(random, override),
        InsurerId: carrier.Id,
        PolicyTypeId: type.Id,
    };
};

const day = (isoDate: string | null) => isoDate?.slice(0, 10) ?? null;

/** Enrollments in force on a statement's date: effective by then and not terminated before it. */
const inForceOn = (policies: EnrollmentFixture[], statementDate: string) => {
    const date = day(statementDate)!;
    return policies.filter(policy => {
        const terminated = day(policy.TerminationDate);
        return day(policy.EffectiveDate)! <= date && (terminated === null || terminated >= date);
    });
};

/** `count` of the policies, each at most once while there are enough of them. */
const sample = (random: Random, policies: EnrollmentFixture[], count: number) => {
    if (policies.length === 0) return [];
    if (count > policies.length) return Array.from({ length: count }, () => random.pick(policies));
    const rest = [...policies];
    return Array.from({ length: count }, () => rest.splice(random.int(0, rest.length - 1), 1)[0]);
};

const build = (ownerType: OwnerType, ownerId: string): StatementFixture[] => {
    const random = randomFor('statements', ownerType, ownerId);
    const producers = producersOf(ownerType, ownerId, random);
    const carriers = carriersOf(random);
    const agency = ownerType === 'agency';
    const enrollments = baseEnrollmentsOf(ownerType, ownerId);
    // The owner's carriers and (for agencies) its first 40 producers, so that filters leave statements out.
    const paidFor = enrollments.filter(
        policy =>
            carriers.some(carrier => carrier.Id === policy.InsurerId) &&
            producers.some(producer => producer.id === policy.AgentId)
    );
    const size = agency ? 40 : 12;
    // Oldest first, so each balance carries into the next run.
    const chosen = runs.filter((_, index) => index < 4 || random.chance(agency ? 0.9 : 0.75)).reverse();
    let balance = cents(random.int(-200, 400) + random.int(0, 99) / 100);
    const emptyIndex = chosen.length - 6;
    const statements = chosen.map((run, index) => {
        const runIndex = runs.indexOf(run);
        const large =
            ownerType === LARGE_STATEMENT.ownerType &&
            ownerId === LARGE_STATEMENT.ownerId &&
            runIndex === LARGE_STATEMENT.runIndex;
        const empty = index === emptyIndex;
        const count = (n: number) => (empty ? 0 : n);
        const inForce = inForceOn(paidFor, run.StatementDate);
        const paymentsFor = (n: number, override = false) =>
            enrollments.length === 0
                ? Array.from({ length: n }, () => madeUpPayment(random, producers, carriers, override))
                : sample(random, inForce, Math.min(n, inForce.length)).map(policy =>
                      paymentFor(random, policy, override)
                  );
        // The large statement holds more commissions than the agency has policies: any of its enrollments in force.
        const held = (n: number) =>
            sample(random, inForceOn(enrollments, run.StatementDate), n).map(policy =>
                paymentFor(random, policy, false)
            );
        const payments = {
            commissions: {
                processed: large ? [] : paymentsFor(count(random.int(size / 2, size * 2))),
                onhold: large
                    ? held(LARGE_STATEMENT.onHold)
                    : paymentsFor(count(random.chance(0.4) ? random.int(1, 6) : 0)),
            },
            overrides: {
                processed: agency ? paymentsFor(count(random.int(3, size)), true) : [],
                onhold: agency ? paymentsFor(count(random.chance(0.3) ? random.int(1, 4) : 0), true) : [],
            },
        };
        const processed = [...payments.commissions.processed, ...payments.overrides.processed];
        const earned = cents(processed.reduce((sum, p) => sum + Math.max(p.PaymentAmount, 0), 0));
        const chargeback = cents(processed.reduce((sum, p) => sum + Math.min(p.PaymentAmount, 0), 0));
        const beginning = balance;
        const ending = cents(beginning + earned + chargeback);
        // Some runs hold a reserve back, so balances carry from one statement to the next.
        const payout = ending >= MINIMUM_PAYOUT ? cents(ending * (random.chance(0.5) ? 1 : 0.85)) : 0;
        balance = cents(ending - payout);
        return {
            ...run,
            StatementLedger: {
                BeginningBalance: beginning,
                Earned: earned,
                Chargeback: chargeback,
                EndingBalance: ending,
                StatementBalance: ending,
                Payout: payout,
            },
            payments,
        };
    });
    return statements.reverse();
};

const cache = new Map<string, StatementFixture[]>();

/** An owner's statements, newest first (built on first use: fixtures never change within a session). */
export const statementsOf = (ownerType: OwnerType, ownerId: string): StatementFixture[] => {
    const key = `${ownerType}:${ownerId}`;
    if (!cache.has(key)) cache.set(key, build(ownerType, ownerId));
    return cache.get(key)!;
};

export const statementOf = (ownerType: OwnerType, ownerId: string, statementId: unknown) =>
    statementsOf(ownerType, ownerId).find(statement => String(statement.PaymentRunId) === String(statementId));

/** The statement with over 999 on-hold payments. */
export const largeStatement = () =>
    statementsOf(LARGE_STATEMENT.ownerType, LARGE_STATEMENT.ownerId).find(
        statement => statement.payments.commissions.onhold.length === LARGE_STATEMENT.onHold
    )!;

const STATUS_NAMES = { processed: 'Processed', onhold: 'On hold' } as const;

const rowsByPolicy = new Map<string, Map<number, Record<PaymentType, StatementRowFixture[]>>>();

/** An enrollment's statement rows of one payment type, newest first: the statements' payments of its policy. */
export const enrollmentPaymentsOf = (
    ownerType: OwnerType,
    ownerId: string,
    policyId: number,
    type: PaymentType
): StatementRowFixture[] => {
    const key = `${ownerType}:${ownerId}`;
    let index = rowsByPolicy.get(key);
    if (!index) {
        index = new Map();
        for (const statement of statementsOf(ownerType, ownerId))
            for (const paymentType of ['commissions', 'overrides'] as const)
                for (const status of ['processed', 'onhold'] as const)
                    for (const payment of statement.payments[paymentType][status]) {
                        if (payment.PolicyId === undefined) continue;
                        let rows = index.get(payment.PolicyId);
                        if (!rows) index.set(payment.PolicyId, (rows = { commissions: [], overrides: [] }));
                        rows[paymentType].push({
                            PaymentRunId: statement.PaymentRunId,
                            StatementDate: statement.StatementDate,
                            Status: STATUS_NAMES[status],
                            Amount: payment.PaymentAmount,
                        });
                    }
        rowsByPolicy.set(key, index);
    }
    return index.get(policyId)?.[type] ?? [];
};
