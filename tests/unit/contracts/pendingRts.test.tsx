import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contractsOf, downlineContractsOf } from '../../../mocks/db/portfolio';
import { contractGap } from '../../../src/domain/readiness';
import { planYearRts, rtsIndicator, type ContractCertification } from '../../../src/domain/readyToSell';
import { ProducerList } from '../../../resources/producers/ProducerList';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderApp, renderScreen } from '../harness';
import { clock } from '../../../src/clock';

const cert = (Status: string): ContractCertification => ({
    PlanYear: 2026,
    Status,
    PolicyTypeAbbreviation: 'MA',
    StateAbbreviation: 'TX',
});

describe('one rule: a contract that does not sell is not ready to sell, whatever its certifications say', () => {
    it.each([
        [undefined, [cert('RTS')], 'ready', undefined],
        ['active', [cert('RTS')], 'ready', undefined],
        ['active', [cert('Failed')], 'notReady', undefined],
        ['active', [], 'none', undefined],
        ['pending', [cert('RTS')], 'contractPending', 'contractPending'],
        ['pending', [], 'contractPending', 'contractPending'],
        ['terminated', [cert('RTS')], 'contractTerminated', 'contractTerminated'],
    ] as const)(
        'a contract %s with %j: the indicator says %s, readiness misses %s',
        (status, certs, indicator, gap) => {
            expect(rtsIndicator(certs, 2026, status)).toBe(indicator);
            const contract = { carrier: 'A', policyTypes: ['MA'], status: status ?? 'active', certifications: certs };
            expect(contractGap(contract)?.kind).toBe(gap);
        }
    );
});

const year = clock.now().getFullYear();
const READY_NOW = new RegExp(`^RTS ${year}: Ready to sell$`);

describe('a pending contract certified RTS', () => {
    // Agent 101 has one: the carrier certified it, but the contract itself waits for approval.
    const pending = contractsOf('agent', '101').find(
        contract => contract.Status === 'Pending' && planYearRts(contract.ContractCertifications, year) === true
    );

    it('reads as not ready on the Pending list’s card and on its detail', async () => {
        expect(pending).toBeDefined();
        const user = userEvent.setup();
        renderApp('/contracts?status=Pending', { portal: AGENT_MARIA });
        const list = await screen.findByRole('list', { name: 'Contracts' });
        expect(within(list).queryAllByText(READY_NOW)).toEqual([]);
        const link = within(list).getAllByRole('link', { name: pending!.Insurer })[0];
        const card = link.closest('li')!;
        expect(within(card).getByText(`RTS ${year}: Not ready: the contract is pending`)).toBeInTheDocument();

        await user.click(link);
        const certifications = await screen.findByRole('region', { name: 'Certifications by plan year' });
        expect(
            await within(certifications).findByText(`RTS ${year}: Not ready: the contract is pending`)
        ).toBeInTheDocument();
        expect(within(certifications).queryByText(READY_NOW)).toBeNull();
    });
});

describe('the producers list with the Pending filter', () => {
    it('says each row’s contract is pending, not ready to sell', async () => {
        expect(downlineContractsOf('201').some(row => row.Status === 'Pending')).toBe(true);
        renderScreen(<ProducerList />, {
            portal: AGENCY_SUNSHINE,
            path: `/producers?filter=${encodeURIComponent(JSON.stringify({ Status: 'Pending' }))}`,
        });
        const cells = await screen.findAllByText('Not ready: the contract is pending');
        expect(cells.length).toBeGreaterThan(0);
        expect(screen.queryByText('Ready to sell')).toBeNull();
    });
});
