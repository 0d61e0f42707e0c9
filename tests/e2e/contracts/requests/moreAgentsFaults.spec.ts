import { describe, expect, it } from 'vitest';
import { states } from '../../../../mocks/db/dictionaries';
import { downlineAgentsOf, licensesOf } from '../../../../mocks/db/portfolio';
import { addFaults, browserPerFile, openApp } from '../../harness';
import { today } from '../../../../src/forms';

const browser = browserPerFile();

const AGENTS = downlineAgentsOf('201');
const nameOf = (agent: (typeof AGENTS)[number]) => `${agent.FirstName} ${agent.LastName}`;

/** Two agents of the agency, each with a name no other shares, with a current license in that state: requests go. */
const agentsLicensedIn = (stateName: string) => {
    const state = states.find(candidate => candidate.Name === stateName.trim())!;
    return AGENTS.filter(
        agent =>
            AGENTS.filter(other => nameOf(other) === nameOf(agent)).length === 1 &&
            licensesOf('agent', agent.AgentId).some(
                license =>
                    license.StateProvince === state.Abbreviation && license.ExpirationDate.slice(0, 10) >= today()
            )
    )
        .slice(0, 2)
        .map(nameOf);
};

/**
 * "Apply to more agents" with its own request failing, in the browser over real HTTP behind nginx, where a person
 * saw its progress stay. The fault matrix cannot take these: the request that leads to the card goes to the same
 * call, so the fault is set only once the card is there.
 */
describe('apply to more agents when its request fails', () => {
    // 404 and 500 for the first agent only, the second's request going. A connection dropped once is tried again
    // by nginx (the browser saw that request answered as sent), so the browser meets a network error only when
    // every try is dropped: then both agents' requests fail.
    it.each([
        ['404', 'once'],
        ['500', 'once'],
        ['abort', 'always'],
    ] as const)(
        'on %s (%s) ends in its failure: no progress left, the agent not sent, Send ready again',
        async (fault, times) => {
            const session = await openApp(browser());
            const { page } = session;
            await session.goto('/contracts/request?agencyId=201');
            await page.getByRole('button', { name: 'Next' }).click();
            await page.getByRole('radio').first().check();
            await page.getByRole('button', { name: 'Next' }).click();
            await page.getByRole('checkbox').first().check();
            const state = page
                .getByRole('group', { name: /^States/ })
                .getByRole('checkbox')
                .first();
            await state.check();
            const [failing, sent] = agentsLicensedIn(
                await state.evaluate(element => (element as HTMLInputElement).labels?.[0]?.textContent ?? '')
            );
            await page.getByRole('button', { name: /^Request \d+ contracts?$/ }).click();
            await page.getByText('Your request is under review by your relationship manager.').waitFor();
            await page.getByRole('button', { name: 'Apply to more agents' }).click();
            const card = page.getByRole('region', { name: 'Apply the same request to more agents' });
            for (const agent of [failing, sent]) {
                await card.getByRole('searchbox', { name: 'Search agents' }).fill(agent);
                await card.getByRole('checkbox', { name: new RegExp(`^${agent}`) }).check();
            }
            await addFaults(session, `POST /t/agencies/*/contractrequests ${fault} ${times}`);
            await card.getByRole('button', { name: 'Send 2 requests' }).click();
            await page.getByText('Failed to submit one or more contract requests.').waitFor();
            await card.getByText(`${failing}: Not sent`).waitFor();
            await card.getByText(times === 'once' ? `${sent}: Sent` : `${sent}: Not sent`).waitFor();
            if (times === 'once') await card.getByText('1 of 2 sent').waitFor();
            await expect.poll(() => card.getByRole('progressbar').count()).toBe(0);
            await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
            const again = times === 'once' ? 'Send 1 request' : 'Send 2 requests';
            expect(await card.getByRole('button', { name: again }).isEnabled()).toBe(true);
            expect(await page.getByText(/^Contract requests? sent for/).count()).toBe(0);
            await session.close();
        }
    );
});
