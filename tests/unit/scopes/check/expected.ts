import { enrollmentsOf } from '../../../../mocks/db/enrollments';
import { scopesOf } from '../../../../mocks/db/scopes';
import { monthSpan, toSoaOnFile, type Verdict } from '../../../../resources/scopes/check/useSoaCheck';
import { config } from '../../../../src/config';
import { dayNumberOf } from '../../../../src/domain/calendarDays';
import { lastMonths, monthsFrom, type MonthWindow } from '../../../../src/domain/calendarMonths';
import { indexSoas, needsSoa, placeApplication } from '../../../../resources/scopes/check/rules';

/**
 * What the SOA check must find for an agent's demo data: the rules applied with what the page cannot see, each
 * application's received day from the fixtures. The page knows only what its searches tell it; it must reach the
 * same verdicts, asking one question per doubtful case.
 */
export const expectedCheck = async (agentId: string, window: MonthWindow = lastMonths(12)) => {
    const months = monthsFrom(window.from, window.to);
    const rows = enrollmentsOf('agent', agentId).filter(
        row => needsSoa(row.PolicyType, config.soaPolicyTypes) && months.includes(row.AgentReceivedAppDate.slice(0, 7))
    );
    const find = indexSoas(scopesOf(agentId).map(soa => toSoaOnFile(soa)));
    const counts: Partial<Record<Verdict, number>> = {};
    const byPolicy = new Map<number, Verdict>();
    let questions = 0;
    for (const row of rows) {
        const received = dayNumberOf(row.AgentReceivedAppDate)!;
        const placed = await placeApplication(
            find({ firstName: row.CustomerFirstName, lastName: row.CustomerLastName }),
            monthSpan(row.AgentReceivedAppDate.slice(0, 7)),
            async days => days.start <= received && received <= days.end
        );
        const verdict: Verdict = placed.judgement.state === 'pass' ? 'pass' : placed.judgement.flag;
        counts[verdict] = (counts[verdict] ?? 0) + 1;
        byPolicy.set(row.PolicyId, verdict);
        questions += placed.questions;
    }
    return { rows, counts, byPolicy, questions, months };
};
