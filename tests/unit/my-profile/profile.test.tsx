import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { seededProfile } from '../../../mocks/db/my-profile';
import { ProfilePage } from '../../../resources/my-profile/ProfilePage';
import { ProfileSuccessPage } from '../../../resources/my-profile/ProfileSuccessPage';
import type { Portal } from '../../../src/portal/types';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    recordRequests,
    renderScreen,
    silenceExpectedErrors,
    expectFailureSaid,
} from '../harness';

const sent = recordRequests();
const posts = () => sent.filter(request => request.method === 'POST');

// Failed calls are logged by the app.
silenceExpectedErrors();

const openProfile = (portal: Portal = AGENT_MARIA, language: 'en' | 'es' = 'en') =>
    renderScreen(<ProfilePage />, {
        portal,
        path: '/my-profile',
        resource: 'my-profile',
        routes: { '/my-profile/submission/success': <ProfileSuccessPage /> },
        language,
    });

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const phone = () => field(/^Phone/);
const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save profile' }));

describe('my profile: loading', () => {
    it('shows the agent form with the profile from the call, required labels marked', async () => {
        const seeded = seededProfile('agent', '101');
        openProfile();
        expect(await screen.findByRole('textbox', { name: /^First name/ })).toHaveValue('Maria');
        expect(field(/^Last name/)).toHaveValue('Lopez');
        expect(field(/^Address line 1/)).toHaveValue(seeded.Address?.Address1);
        expect(phone()).toHaveValue(seeded.PhoneNumber?.Number);
        expect(screen.getByText('First name', { exact: false }).closest('label')).toHaveTextContent('*');
        expect(phone().closest('.MuiFormControl-root')?.querySelector('label')).toHaveTextContent('*');
        expect(
            field(/^Middle name/)
                .closest('.MuiFormControl-root')
                ?.querySelector('label')
        ).not.toHaveTextContent('*');
        expect(screen.queryByRole('textbox', { name: /^Agency name/ })).not.toBeInTheDocument();
        expect(sent.map(request => request.url)).toContain('/t/agents/101/profile');
    });

    it('shows the agency form: the name and the common fields, no person names', async () => {
        openProfile(AGENCY_SUNSHINE);
        expect(await screen.findByRole('textbox', { name: /^Agency name/ })).toHaveValue('Sunshine Benefits Group');
        expect(screen.queryByRole('textbox', { name: /^First name/ })).not.toBeInTheDocument();
        expect(field(/^City/)).toBeInTheDocument();
        expect(sent.map(request => request.url)).toContain('/t/agencies/201/profile');
    });

    it.each([
        ['500', () => new HttpResponse(null, { status: 500 })],
        ['{}', () => HttpResponse.json({})],
        ['network', () => HttpResponse.error()],
    ])('a failed load (%s) says so and shows no form', async (_kind, answer) => {
        server.use(http.get('*/t/agents/:id/profile', answer));
        openProfile();
        expect(await screen.findByText('There was an error loading your profile.')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Save profile' })).not.toBeInTheDocument();
    });

    it('speaks Spanish', async () => {
        openProfile(AGENT_MARIA, 'es');
        expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
        expect(await screen.findByRole('textbox', { name: /^Apellido/ })).toHaveValue('Lopez');
    });
});

describe('my profile: the phone field', () => {
    it('formats while typing and refuses letters and an 11th digit', async () => {
        const user = userEvent.setup();
        openProfile();
        await screen.findByRole('textbox', { name: /^First name/ });
        await user.clear(phone());
        await user.type(phone(), '555');
        expect(phone()).toHaveValue('(555');
        await user.type(phone(), '12x');
        expect(phone()).toHaveValue('(555) 12');
        await user.type(phone(), '345678');
        expect(phone()).toHaveValue('(555) 123-4567');
    });

    it('formats a paste', async () => {
        const user = userEvent.setup();
        openProfile();
        await screen.findByRole('textbox', { name: /^First name/ });
        await user.clear(phone());
        await user.click(phone());
        await user.paste('+1 (212) 555.0199');
        expect(phone()).toHaveValue('(212) 555-0199');
    });

    it('an incomplete phone stops the submission with the phone format message', async () => {
        const user = userEvent.setup();
        openProfile();
        await screen.findByRole('textbox', { name: /^First name/ });
        await user.clear(phone());
        await user.type(phone(), '555123');
        await save();
        expect(await screen.findByText('Phone must be in the format (###) ###-####')).toBeInTheDocument();
        expect(posts()).toHaveLength(0);
    });
});

describe('my profile: submitting', () => {
    it('sends the profile as JSON, then the success page', async () => {
        const user = userEvent.setup();
        openProfile();
        const first = await screen.findByRole('textbox', { name: /^First name/ });
        await user.clear(first);
        await user.type(first, '  Mariana ');
        await user.clear(field(/^ZIP code/));
        await user.type(field(/^ZIP code/), '336021234');
        await save();
        expect(await screen.findByRole('heading', { level: 1, name: 'Profile submitted' })).toBeInTheDocument();
        // The call is over: its pending message with it (the page says the rest, no success toast).
        await waitFor(() => expect(screen.queryByText('Submitting profile...')).not.toBeInTheDocument());
        expect(posts()).toHaveLength(1);
        expect(posts()[0].url).toBe('/t/agents/101/profile/submit');
        const body = await posts()[0].request.json();
        expect(body).toMatchObject({
            FirstName: 'Mariana',
            LastName: 'Lopez',
            PhoneNumber: { Number: expect.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/) },
            Address: { ZipCode: '33602-1234' },
        });
    });

    it('checks the required fields and the ZIP code before any call', async () => {
        const user = userEvent.setup();
        openProfile();
        const first = await screen.findByRole('textbox', { name: /^First name/ });
        await user.clear(first);
        await user.clear(field(/^City/));
        await user.clear(field(/^ZIP code/));
        await user.type(field(/^ZIP code/), '1234');
        await save();
        expect(await screen.findByText('Enter a ZIP code of 5 or 9 digits')).toBeInTheDocument();
        expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(2);
        expect(posts()).toHaveLength(0);
    });

    // The status decides: a 200 is the server's yes, whatever its body says (the call asks only for the 200).
    it.each([
        ['{}', () => HttpResponse.json({})],
        ['null', () => HttpResponse.json(null)],
        ['another shape', () => HttpResponse.json({ Saved: true })],
    ])('a 200 answered with %s is submitted: the success page, no failure', async (_body, answer) => {
        server.use(http.post('*/t/agents/:id/profile/submit', answer));
        const user = userEvent.setup();
        openProfile();
        await user.type(await screen.findByRole('textbox', { name: /^Nickname/ }), 'X');
        await save();
        expect(await screen.findByRole('heading', { level: 1, name: 'Profile submitted' })).toBeInTheDocument();
        expect(screen.queryByText('Failed to submit profile')).not.toBeInTheDocument();
    });

    it.each([201, 204, 500, 403])(
        'an answer other than 200 (%i) is the failure toast, and every value stays',
        async status => {
            server.use(http.post('*/t/agents/:id/profile/submit', () => new HttpResponse(null, { status })));
            const user = userEvent.setup();
            openProfile();
            const first = await screen.findByRole('textbox', { name: /^First name/ });
            await user.clear(first);
            await user.type(first, 'Mariana');
            await user.type(field(/^Nickname/), 'X');
            await save();
            await expectFailureSaid('Failed to submit profile');
            expect(screen.queryByRole('heading', { name: 'Profile submitted' })).not.toBeInTheDocument();
            expect(field(/^First name/)).toHaveValue('Mariana');
            expect((field(/^Nickname/) as HTMLInputElement).value).toMatch(/X$/);
        }
    );
});

describe('my profile: leaving with unsaved changes', () => {
    const dirtyForm = async () => {
        const user = userEvent.setup();
        const rendered = openProfile();
        const first = await screen.findByRole('textbox', { name: /^First name/ });
        await user.type(first, 'x');
        return rendered;
    };

    it('asks before a navigation and stays when the person says no', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        const { history } = await dirtyForm();
        act(() => history.push('/contracts'));
        expect(confirm).toHaveBeenCalledWith(
            "Some of your changes weren't saved. Are you sure you want to ignore them?"
        );
        expect(history.location.pathname).toBe('/my-profile');
        expect(field(/^First name/)).toHaveValue('Mariax');
    });

    it('leaves when the person agrees', async () => {
        vi.spyOn(window, 'confirm').mockReturnValue(true);
        const { history } = await dirtyForm();
        act(() => history.push('/contracts'));
        expect(history.location.pathname).toBe('/contracts');
    });

    it('Back: stays on the form when the person says no', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        const { history } = await dirtyForm();
        confirm.mockReturnValue(true);
        // An entry to come back to: a page pushed, then Back to the form, which is made dirty again.
        act(() => history.push('/contracts'));
        act(() => history.go(-1));
        await userEvent.setup().type(await screen.findByRole('textbox', { name: /^First name/ }), 'y');
        confirm.mockReturnValue(false);
        act(() => history.go(1));
        expect(history.location.pathname).toBe('/my-profile');
        expect(field(/^First name/)).toHaveValue('Mariay');
    });

    it('asks nothing for an untouched form', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        const { history } = openProfile();
        await screen.findByRole('textbox', { name: /^First name/ });
        act(() => history.push('/contracts'));
        expect(history.location.pathname).toBe('/contracts');
        expect(confirm).not.toHaveBeenCalled();
    });

    it('closing the tab with changes asks (beforeunload)', async () => {
        await dirtyForm();
        const event = new Event('beforeunload', { cancelable: true });
        fireEvent(window, event);
        expect(event.defaultPrevented).toBe(true);
    });

    it('saving leaves for the success page without asking', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        await dirtyForm();
        await save();
        await waitFor(() => expect(screen.getByRole('heading', { name: 'Profile submitted' })).toBeInTheDocument());
        expect(confirm).not.toHaveBeenCalled();
    });
});
