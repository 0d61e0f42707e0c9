import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { certificationsByPlanYear, planYearRts, rtsPlanYears } from '../../../src/domain/readyToSell';
import { ContractList } from '../../../resources/contracts/ContractList';
import type { ContractCertification } from '../../../resources/contracts/types';
import { AGENT_MARIA, renderScreen } from '../harness';
import { clock } from '../../../src/clock';

const cert = (PlanYear: number, Status: string, PolicyTypeAbbreviation = 'MA'): ContractCertification => ({
    PlanYear,
    Status,
    PolicyTypeAbbreviation,
    StateAbbreviation: 'TX',
});

describe('plan-year RTS rules', () => {
    it('is true when any certification of the year is RTS, false when none is, null without certifications', () => {
        const certifications = [
            cert(2026, 'Failed'),
            cert(2026, 'RTS', 'PDP'),
            cert(2027, 'Pending'),
            cert(2027, 'Failed'),
        ];
        expect(planYearRts(certifications, 2026)).toBe(true);
        expect(planYearRts(certifications, 2027)).toBe(false);
        expect(planYearRts(certifications, 2028)).toBeNull();
        expect(planYearRts([], 2026)).toBeNull();
        expect(planYearRts(null, 2026)).toBeNull();
    });

    it('shows the next plan year from August (month index 7) to December', () => {
        expect(rtsPlanYears(new Date(2026, 0, 1))).toEqual([2026]);
        expect(rtsPlanYears(new Date(2026, 6, 31, 23, 59))).toEqual([2026]);
        expect(rtsPlanYears(new Date(2026, 7, 1, 0, 0))).toEqual([2026, 2027]);
        expect(rtsPlanYears(new Date(2026, 11, 31))).toEqual([2026, 2027]);
    });

    it('groups certifications by plan year, earliest first', () => {
        const groups = certificationsByPlanYear([cert(2027, 'RTS'), cert(2026, 'Failed'), cert(2027, 'Failed', 'PDP')]);
        expect(groups.map(group => [group.planYear, group.certifications.length])).toEqual([
            [2026, 1],
            [2027, 2],
        ]);
    });
});

/** Three agent contracts: RTS this year and not next year, not RTS this year, no certifications at all. */
const CONTRACTS = [
    { Id: 1, Insurer: 'Ready Carrier', certs: [cert(2026, 'RTS'), cert(2026, 'Failed', 'PDP'), cert(2027, 'Failed')] },
    { Id: 2, Insurer: 'Failed Carrier', certs: [cert(2026, 'Failed'), cert(2026, 'Pending'), cert(2027, 'RTS')] },
    { Id: 3, Insurer: 'Uncertified Carrier', certs: [] },
].map(({ Id, Insurer, certs }) => ({
    Id,
    Insurer,
    PolicyTypes: [{ Id: 1, Abbreviation: 'MA' }],
    WritingNumber: `WN${Id}`,
    UplineAgency: 'Sunshine Benefits Group',
    StartDate: '2025-01-01T00:00:00',
    EndDate: null,
    PolicyCount: 3,
    EnrollmentLink: `https://enroll.example.com/${Id}`,
    ContractCertifications: certs,
}));

const renderOn = async (date: Date) => {
    clock.startAt(date);
    server.use(
        http.get('*/t/agents/:id/contracts', () => HttpResponse.json({ ownerType: 'agent', contracts: CONTRACTS }))
    );
    renderScreen(<ContractList />, { portal: AGENT_MARIA, path: '/contracts' });
    await screen.findByRole('link', { name: 'Ready Carrier' });
    return (insurer: string) =>
        within(screen.getByRole('link', { name: insurer }).closest('li')!)
            .queryAllByText(/^RTS \d{4}: /)
            .map(indicator => indicator.textContent);
};

// The clock set by a test runs until its end (setup.ts puts it back).
describe('RTS indicators on the contract cards', () => {
    it('shows only this plan year before August', async () => {
        const indicators = await renderOn(new Date(2026, 6, 31, 12));
        expect(indicators('Ready Carrier')).toEqual(['RTS 2026: Ready to sell']);
        expect(indicators('Failed Carrier')).toEqual(['RTS 2026: Not ready to sell']);
        expect(indicators('Uncertified Carrier')).toEqual(['RTS 2026: No certifications']);
    });

    it('adds the next plan year from August on', async () => {
        const indicators = await renderOn(new Date(2026, 7, 1, 9));
        expect(indicators('Ready Carrier')).toEqual(['RTS 2026: Ready to sell', 'RTS 2027: Not ready to sell']);
        expect(indicators('Failed Carrier')).toEqual(['RTS 2026: Not ready to sell', 'RTS 2027: Ready to sell']);
        expect(indicators('Uncertified Carrier')).toEqual([
            'RTS 2026: No certifications',
            'RTS 2027: No certifications',
        ]);
    });

    it('marks each state with its own icon, not colour alone', async () => {
        await renderOn(new Date(2026, 8, 15));
        // An icon's shape is its path.
        const icons = ['Ready Carrier', 'Failed Carrier', 'Uncertified Carrier'].map(insurer =>
            within(screen.getByRole('link', { name: insurer }).closest('li')!)
                .getAllByText(/^RTS 2026: /)[0]
                .closest('.MuiChip-root')!
                .querySelector('svg path')!
                .getAttribute('d')
        );
        expect(new Set(icons).size).toBe(3);
    });

    it('reads in Spanish', async () => {
        clock.startAt(new Date(2026, 9, 1));
        server.use(
            http.get('*/t/agents/:id/contracts', () => HttpResponse.json({ ownerType: 'agent', contracts: CONTRACTS }))
        );
        renderScreen(<ContractList />, { portal: AGENT_MARIA, path: '/contracts', language: 'es' });
        const card = (await screen.findByRole('link', { name: 'Uncertified Carrier' })).closest('li')!;
        expect(within(card).getByText('RTS 2026: Sin certificaciones')).toBeInTheDocument();
        expect(within(card).getByText('RTS 2027: Sin certificaciones')).toBeInTheDocument();
    });
});
