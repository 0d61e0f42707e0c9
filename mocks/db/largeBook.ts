import { insurers, policyTypes, products } from './dictionaries';
import { makeEnrollment, type EnrollmentFixture } from './enrollments';
import { DAY_MS, isoDay, TODAY } from './days';
import { randomFor } from './random';
import type { SoaFixture } from './scopes';
import { customerSoas, SOA_TYPES } from './scopes/check';

/**
 * The `large-book` scenario: agent 101 (Maria Lopez) with 320 enrollments that need an SOA, their applications
 * received over the last 12 months, and their customers' SOAs (every case of the SOA check in turn), for the SOA
 * check's run over hundreds of enrollments (`npm run bench`). Their own seed and ids (40,000,001 up), so no other
 * fixture moves.
 */
export const LARGE_BOOK_AGENT = '101';
export const LARGE_BOOK_SIZE = 320;
const FIRST_ID = 40_000_001;
const SOA_PRODUCTS = products.filter(product =>
    SOA_TYPES.includes(policyTypes.find(type => type.Id === product.PolicyTypeId)!.Name)
);

let enrollments: EnrollmentFixture[] | undefined;
let soas: SoaFixture[] | undefined;

export const largeBookEnrollments = (): EnrollmentFixture[] => {
    if (enrollments) return enrollments;
    const random = randomFor('largeBook', 'agent', LARGE_BOOK_AGENT);
    const today = TODAY.getTime();
    // The first of the month eleven months ago: the whole default window of the check.
    const since = Date.UTC(TODAY.getUTCFullYear(), TODAY.getUTCMonth() - 11, 1);
    const agent = { id: LARGE_BOOK_AGENT, name: 'Maria Lopez' };
    enrollments = Array.from({ length: LARGE_BOOK_SIZE }, (_, index) => {
        const row = makeEnrollment(random, FIRST_ID + index, agent, index);
        const product = random.pick(SOA_PRODUCTS);
        const type = policyTypes.find(candidate => candidate.Id === product.PolicyTypeId)!;
        const received = since + random.int(0, (today - since) / DAY_MS) * DAY_MS;
        const effective = Date.UTC(new Date(received).getUTCFullYear(), new Date(received).getUTCMonth() + 1, 1);
        return {
            ...row,
            InsurerId: product.InsurerId,
            InsurerName: insurers.find(insurer => insurer.Id === product.InsurerId)!.Name,
            PolicyTypeId: type.Id,
            PolicyType: type.Name,
            ProductName: product.Name,
            AgentReceivedAppDate: isoDay(received),
            FmoReceivedDate: isoDay(Math.min(received + random.int(0, 10) * DAY_MS, today)),
            EffectiveDate: isoDay(effective),
            TermReasonId: null,
            TerminationReason: null,
            TerminationDate: null,
        };
    });
    return enrollments;
};

export const largeBookScopes = (): SoaFixture[] =>
    (soas ??= customerSoas(
        largeBookEnrollments(),
        randomFor('largeBook', 'scopes', LARGE_BOOK_AGENT),
        index => FIRST_ID + index
    ));
