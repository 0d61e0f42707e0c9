import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseFaultRule } from '../../../../mocks/faults/rules';
import { faultState } from '../../../../mocks/faults/state';
import { SoaCheckPage } from '../../../../resources/scopes/check/SoaCheckPage';
import { AGENT_MARIA, renderScreen, silenceExpectedErrors } from '../../harness';

silenceExpectedErrors();

// A failed month says nothing of its enrollments: the answer speaks only for the months searched.
const ALL_CLEAR = [
    /No enrollment that needs an SOA has an application received in these months/,
    /have an SOA completed in time|has an SOA completed in time/,
    /^Checked 0 /,
];

const open = () => renderScreen(<SoaCheckPage />, { portal: AGENT_MARIA, path: '/scopes/check', resource: 'scopes' });

describe('the SOA check when no month could be searched', () => {
    it.each(['500', 'abort', 'wrong-shape', 'null', 'malformed'] as const)(
        'with every search answering %s, claims nothing and says 12 of 12 months were not searched',
        async fault => {
            faultState.add([parseFaultRule(`GET /t/agents/*/enrollments ${fault}`)!]);
            open();
            await screen.findByRole('button', { name: 'Check the rest' });
            const headline = screen.getByRole('heading', { level: 2 });
            expect(headline).toHaveTextContent('No enrollment was checked');
            expect(headline).toHaveAccessibleDescription('Partial answer: 12 of 12 months not searched');
            for (const text of ALL_CLEAR) expect(screen.queryByText(text)).toBeNull();
            const tiles = screen.getByRole('group', { name: 'Show the enrollments with these results' });
            expect(within(tiles).queryByText('0')).toBeNull();
            expect(within(tiles).getAllByText('Not known')).toHaveLength(5);
        }
    );
});
