import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { largeBookEnrollments, largeBookScopes } from '../../../../mocks/db/largeBook';
import { monthSpan, toSoaOnFile } from '../../../../resources/scopes/check/useSoaCheck';
import { dayNumberOf } from '../../../../src/domain/calendarDays';
import { indexSoas, placeApplication } from '../../../../resources/scopes/check/rules';
import { AGENT_MARIA, recordRequests, renderApp } from '../../harness';

const sent = recordRequests();

describe('the SOA check over the large-book scenario', () => {
    it('checks 320 enrollments of agent 101: 12 month searches, then one search per doubtful case', async () => {
        const find = indexSoas(largeBookScopes().map(soa => toSoaOnFile(soa)));
        let questions = 0;
        for (const row of largeBookEnrollments()) {
            const received = dayNumberOf(row.AgentReceivedAppDate)!;
            const placed = await placeApplication(
                find({ firstName: row.CustomerFirstName, lastName: row.CustomerLastName }),
                monthSpan(row.AgentReceivedAppDate.slice(0, 7)),
                async days => days.start <= received && received <= days.end
            );
            questions += placed.questions;
        }
        renderApp('/scopes/check?agentId=101', { scenario: 'large-book', portal: AGENT_MARIA });
        expect(
            await screen.findByText('Checked 320 enrollments with an application received in these months')
        ).toBeInTheDocument();
        const searches = sent.filter(request => request.url.startsWith('/t/agents/101/enrollments?'));
        expect(searches.filter(request => !request.url.includes('CustomerLastName'))).toHaveLength(12);
        expect(searches.filter(request => request.url.includes('CustomerLastName'))).toHaveLength(questions);
        expect(questions).toBeLessThan(320);
    });
});
