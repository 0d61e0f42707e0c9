import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactCard } from '../../../resources/producers/ContactCard';
import { LicenseStateCards } from '../../../src/components/LicenseStateCards';
import { AGENCY_SUNSHINE, renderScreen } from '../harness';

/** A right-to-left override: without isolation it reverses every character shown after it. */
const RLO = '\u202E';

describe('text people entered, where it is shown', () => {
    it('shows an internationalized email in its own letters, linked as it came, and isolates entered text', async () => {
        renderScreen(
            <ContactCard
                producer={{
                    id: '20101',
                    first_name: `Ana${RLO}`,
                    last_name: 'Ruiz',
                    email: 'ana@xn--mnchen-3ya.de',
                    npn: `77${RLO}88`,
                    phone_numbers: [],
                    licenses: [],
                }}
            />,
            { portal: AGENCY_SUNSHINE, path: '/producers/20101' }
        );
        const email = await screen.findByRole('link', { name: 'ana@münchen.de' });
        expect(email).toHaveAttribute('href', 'mailto:ana@xn--mnchen-3ya.de');
        expect(screen.getByText('ana@münchen.de').tagName).toBe('BDI');
        expect(screen.getByText(`Ana${RLO} Ruiz`).tagName).toBe('BDI');
        expect(screen.getByText(`77${RLO}88`).tagName).toBe('BDI');
    });

    it('isolates a license number, so an override in it reverses nothing after it', async () => {
        renderScreen(
            <LicenseStateCards
                licenses={[
                    {
                        Id: 1,
                        StateProvince: 'FL',
                        LicenseNumber: `FL-12${RLO}34`,
                        LicenseType: 'Life',
                        IsResidentLicense: true,
                        ExpirationDate: '2030-01-01T00:00:00',
                    },
                ]}
            />,
            { portal: AGENCY_SUNSHINE, path: '/licenses' }
        );
        expect((await screen.findByText(`FL-12${RLO}34`)).tagName).toBe('BDI');
    });
});
