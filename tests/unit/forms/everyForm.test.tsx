import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { faultState } from '../../../mocks/faults/state';
import { parseFaultRule } from '../../../mocks/faults/rules';
import { helpRequestsOf } from '../../../mocks/db/help-requests';
import { contractsOf, downlineAgentsOf } from '../../../mocks/db/portfolio';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { statementsOf } from '../../../mocks/db/statements';
import { AREAS } from '../../../resources';
import { portalClientOf } from '../../../src/portal/PortalScope';
import type { Portal } from '../../../src/portal/types';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderApp, settle, silenceExpectedErrors } from '../harness';

/**
 * Every page of every area, derived from the area list: a page that shows a form is a form page, and each
 * form page must keep what was typed when the language changes, ask before it is left, and keep it when a
 * call of the page answers 401 (the session-expired dialog instead of the sign-in page). A new form page is
 * checked without being named here; docs/architecture.md ("Forms") says where it gets this from.
 */

// The dialog's calls and the refetches log what failed.
silenceExpectedErrors();

type PortalType = Portal['type'];

const OWNER: Record<PortalType, Portal> = { agent: AGENT_MARIA, agency: AGENCY_SUNSHINE };

/** A record each page with an id in its address can show, from the demo fixtures. */
const SAMPLES: Record<string, (portal: Portal) => string> = {
    ':id@contracts': portal => String(contractsOf(portal.type, portal.id)[0].Id),
    ':id@producers': () => downlineAgentsOf(AGENCY_SUNSHINE.id)[0].AgentId,
    ':agentId@readiness': () => downlineAgentsOf(AGENCY_SUNSHINE.id)[0].AgentId,
    ':id@enrollments': portal => String(enrollmentsOf(portal.type, portal.id)[0].PolicyId),
    ':id@statements': portal => String(statementsOf(portal.type, portal.id)[0].PaymentRunId),
    ':id@help-requests': portal => String(helpRequestsOf(portal.type, portal.id)[0].Id),
};

/**
 * Forms whose every field is kept in the address as it is chosen (a list's filters, the RTS report's choices):
 * Back and a reload keep what they hold, so there is nothing to lose by leaving. Nothing else may be left out.
 */
const FILTER_FORMS = new Set(['/enrollments/missing-commissions', '/reports', '/reports/rts']);

/**
 * The pages that show a form, by their route, in the sidebar's order. The first test finds them among every page
 * of every area and fails until a new one is added here; the next checks each one listed.
 */
const FORM_PAGES = [
    '/contracts/request',
    '/contracts/downlinerequest',
    '/enrollments/app-submission',
    '/licenses/submission',
    '/e-and-os/submission',
    '/scopes/request',
    '/help-requests/new',
    '/help-requests/:id',
    '/my-profile',
];

/**
 * Every page of every area, in the portal type it is for (an agency's when it is for both: the portal type changes
 * what a page holds, never whether it is a form).
 */
const pages = AREAS.flatMap(area =>
    area.routes
        .filter(route => route.path !== '*')
        .map(route => {
            const pattern = route.address ?? `/${area.name}${route.path ? `/${route.path}` : ''}`;
            const type = route.portalType ?? 'agency';
            const portal = OWNER[type];
            const path = pattern.replace(/:\w+/g, param => {
                const sample = SAMPLES[`${param}@${area.name}`];
                if (!sample) throw new Error(`No sample record for ${param} in ${pattern}: add one to SAMPLES`);
                return sample(portal);
            });
            return { pattern, path, portal, type };
        })
);

const formPages = FORM_PAGES.map(pattern => pages.find(page => page.pattern === pattern)!);

/** The page shown has arrived, with its data. */
const pageShown = async () => {
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));
};

const shownForm = () => document.querySelector<HTMLElement>('main form');

/** A value put into the form the way a person would, and how to read it back. */
interface Held {
    element: HTMLElement;
    read: () => string | boolean;
}

const editable = (element: HTMLElement) =>
    !(element as HTMLInputElement).disabled && !(element as HTMLInputElement).readOnly;

/** Types into the form's first text field, or chooses its first radio or select option not chosen yet. */
const putSomethingIn = async (user: UserEvent, form: HTMLElement): Promise<Held> => {
    const textbox = within(form).queryAllByRole('textbox').find(editable);
    if (textbox) {
        await user.type(textbox, '7');
        return { element: textbox, read: () => (textbox as HTMLInputElement).value };
    }
    const radio = within(form)
        .queryAllByRole('radio')
        .find(candidate => editable(candidate) && !(candidate as HTMLInputElement).checked);
    if (radio) {
        await user.click(radio);
        return { element: radio, read: () => (radio as HTMLInputElement).checked };
    }
    const select = within(form).getAllByRole('combobox')[0];
    await user.click(select);
    const options = await screen.findAllByRole('option');
    await user.click(options.find(option => option.getAttribute('aria-selected') !== 'true')!);
    return { element: select, read: () => select.textContent ?? '' };
};

const switchLanguage = async (user: UserEvent, from: string, to: string) => {
    await user.click(screen.getByRole('button', { name: from }));
    await user.click(await screen.findByRole('menuitem', { name: to }));
    await screen.findByRole('button', { name: to });
};

/** Calls sent while a function runs. */
const callsDuring = async (run: () => Promise<unknown>) => {
    const sent: string[] = [];
    const note = ({ request }: { request: Request }) => void sent.push(request.url);
    server.events.on('request:start', note);
    try {
        await run();
    } finally {
        server.events.removeListener('request:start', note);
    }
    return sent;
};

describe('every form page of every area', () => {
    it.each(['agency', 'agent'] as const)('are the ones listed (every page, %s portal)', async type => {
        const shown = pages.filter(page => page.type === type);
        // One app per portal type, walked from page to page: a page is told apart by what it shows.
        const { history } = renderApp(shown[0].path, { portal: OWNER[type] });
        const withForm: string[] = [];
        for (const page of shown) {
            act(() => history.push(page.path));
            await pageShown();
            if (shownForm() && !FILTER_FORMS.has(page.pattern)) withForm.push(page.pattern);
        }
        const listed = FORM_PAGES.filter(pattern => shown.some(page => page.pattern === pattern));
        expect(withForm).toEqual(listed);
    });

    it.each(formPages)(
        '$pattern ($type): a language switch keeps it, leaving asks, a 401 keeps it',
        async ({ path, portal }) => {
            const user = userEvent.setup();
            const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
            const { history, queryClient } = renderApp(path, { portal });
            await pageShown();
            await settle(queryClient);
            const pathname = history.location.pathname;
            const held = await putSomethingIn(user, shownForm()!);
            const typed = held.read();
            const kept = () => {
                expect(held.element.isConnected).toBe(true);
                expect(held.read()).toEqual(typed);
                expect(history.location.pathname).toBe(pathname);
            };

            // The language switch re-renders the texts in place: nothing asked, nothing lost.
            await switchLanguage(user, 'English', 'Español');
            expect(document.documentElement.lang).toBe('es');
            kept();
            await switchLanguage(user, 'Español', 'English');
            kept();
            expect(confirm).not.toHaveBeenCalled();

            // Leaving asks first; "no" stays with everything.
            act(() => history.push('/preferences'));
            expect(confirm).toHaveBeenCalledTimes(1);
            kept();

            // Every call of the page answering 401: the dialog, the page as it was, and once back still as it was.
            faultState.add([parseFaultRule('ANY /t/** 401')!, parseFaultRule('ANY /api/** 401')!]);
            const calls = await callsDuring(() =>
                act(() =>
                    Promise.all([queryClient, portalClientOf(queryClient)].map(client => client?.invalidateQueries()))
                )
            );
            await settle(queryClient);
            if (calls.length > 0) await screen.findByRole('dialog', { name: 'Your session has expired' });
            kept();
            faultState.clear();
            if (calls.length > 0) {
                await user.click(screen.getByRole('button', { name: 'Back to the page' }));
                await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
                await settle(queryClient);
                kept();
            }
        }
    );
});
