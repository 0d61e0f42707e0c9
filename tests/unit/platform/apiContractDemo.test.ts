import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { checkAnswer, type RecordedAnswer, type Verdict } from '../../../scripts/apiContract/answers';
import { demoTour } from './demoTour';

/* The demo handlers answer every call of the contract (docs/api/openapi.json), as the contract says. */

const document = JSON.parse(readFileSync(path.resolve(__dirname, '../../../docs/api/openapi.json'), 'utf8'));

const operationIds = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
    methods => Object.values(methods).map(operation => operation.operationId)
);

/** What the tour's submissions change stays in a demo scope of its own, forgotten afterwards. */
const SCOPE = 'api-contract';

let answers: RecordedAnswer[] = [];
let verdicts: Verdict[] = [];

beforeAll(async () => {
    db.scopeFrom(() => SCOPE);
    answers = await demoTour();
    verdicts = answers.map(answer => checkAnswer(document, answer));
});

afterAll(() => {
    db.resetCollections(SCOPE);
    db.scopeFrom(() => '');
});

const answerOf = (method: string, url: string) => {
    const found = answers.find(answer => answer.method === method && answer.url.startsWith(url));
    if (!found) throw new Error(`The tour did not ask ${method} ${url}`);
    return found;
};

describe('the demo handlers and the API contract', () => {
    it('agree on every answer', () => {
        const refused = answers.flatMap((answer, index) => {
            const verdict = verdicts[index];
            return verdict.kind === 'conforms'
                ? []
                : [`${answer.method} ${answer.url}: ${verdict.problems.join('; ')}`];
        });
        expect(refused).toEqual([]);
    });

    it('cover every call of the contract with a successful answer', () => {
        const answered = new Set(
            answers.flatMap((answer, index) => {
                const verdict = verdicts[index];
                return verdict.kind === 'conforms' && answer.status < 300 ? [verdict.operationId] : [];
            })
        );
        expect(operationIds.filter(id => !answered.has(id))).toEqual([]);
    });

    it('tell an answer that drifted from the contract, naming what drifted', () => {
        const contracts = answerOf('GET', '/t/agents/101/contracts');
        const list = JSON.parse(contracts.body);
        list.contracts[0].Insurer = 42;
        expect(checkAnswer(document, { ...contracts, body: JSON.stringify(list) })).toMatchObject({
            kind: 'refused',
            problems: [expect.stringMatching(/^contracts\.0\.Insurer: /)],
        });

        const page = answerOf('GET', '/t/v2/agents/101/scopes');
        const { Total: _total, ...withoutTotal } = JSON.parse(page.body);
        expect(checkAnswer(document, { ...page, body: JSON.stringify(withoutTotal) })).toMatchObject({
            kind: 'refused',
            problems: [expect.stringMatching(/^Total: /)],
        });

        const saved = answerOf('POST', '/t/agents/101/eandos/submit');
        expect(checkAnswer(document, { ...saved, status: 201 })).toMatchObject({
            kind: 'refused',
            problems: ['status 201 is not a success of this call'],
        });
        expect(checkAnswer(document, { ...saved, body: '{"Id":"not a number"}' }).kind).toBe('refused');
        expect(checkAnswer(document, { ...saved, body: '' }).kind, 'a submission may answer no body').toBe('conforms');
    });

    it('accept what the portal accepts: more fields than listed, and null where a field may be missing', () => {
        const licenses = answerOf('GET', '/t/agents/101/licenses');
        const [first] = JSON.parse(licenses.body);
        const more = JSON.stringify([{ ...first, AddedLater: 'yes' }]);
        expect(checkAnswer(document, { ...licenses, body: more }).kind).toBe('conforms');

        const contract = answerOf('GET', '/t/agentcontracts/');
        const nulled = JSON.stringify({ ...JSON.parse(contract.body), EndDate: null, MarketingLevel: null });
        expect(checkAnswer(document, { ...contract, body: nulled }).kind).toBe('conforms');
    });
});
