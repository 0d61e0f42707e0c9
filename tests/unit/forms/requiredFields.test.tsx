import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { helpRequestsOf } from '../../../mocks/db/help-requests';
import { downlineAgentsOf } from '../../../mocks/db/portfolio';
import type { Portal } from '../../../src/portal/types';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderApp, settle } from '../harness';

/**
 * Every form of the portal, field by field: a required field is announced as required (the asterisk beside its
 * label is hidden from screen readers), an optional one is not. A field that takes a value (text, choice, number,
 * date, a radio group) carries `required`; a file field's button and a list of checkboxes, whose roles cannot
 * carry it, say "Required" in their description. The forms are those of everyForm.test.tsx, a wizard's steps
 * walked as a person does.
 */

type Kind =
    'text' | 'select' | 'number' | 'date' | 'radios' | 'radiogroup' | 'checkbox' | 'switch' | 'checkboxes' | 'file';

/** A field by what a person reads: its kind and its label (or its group's legend). */
type Field = [Kind, string];

interface FormCase {
    form: string;
    path: string;
    portal: Portal;
    required: Field[];
    optional?: Field[];
    /** Steps of a wizard, each followed by its fields. */
    steps?: Array<{ walk: (user: UserEvent) => Promise<unknown>; required: Field[]; optional?: Field[] }>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label followed by nothing but react-admin's (hidden) asterisk. */
const labelled = (name: string) => new RegExp(`^${escape(name)}[\\s\\u2009*]*$`);

/** Every control a field label names (the agency's NPN and its principal agent's share one). */
const controls = ([kind, name]: Field): HTMLElement[] => {
    switch (kind) {
        case 'text':
            return screen.getAllByRole('textbox', { name });
        case 'select':
            return screen.getAllByRole('combobox', { name });
        case 'number':
            return screen.getAllByRole('spinbutton', { name });
        case 'date':
            return screen.getAllByLabelText(labelled(name));
        case 'radios':
            return [within(screen.getByRole('group', { name })).getByRole('radiogroup')];
        case 'radiogroup':
            return [screen.getByRole('radiogroup', { name })];
        case 'checkbox':
            return [screen.getByRole('checkbox', { name })];
        case 'switch':
            return [screen.getByRole('switch', { name })];
        case 'checkboxes':
            return [screen.getByRole('group', { name })];
        case 'file':
            return screen.getAllByRole('button', { description: new RegExp(`^${escape(name)}`) });
    }
};

/** Kinds whose role cannot be required: their description says so instead. */
const SAID_IN_DESCRIPTION: Kind[] = ['checkboxes', 'file'];

/** The asterisks a field's label shows: one on a required field (react-admin's or MUI's, never both), none else. */
const asterisks = (control: HTMLElement) => {
    const label =
        (control as HTMLInputElement).labels?.[0] ??
        document.getElementById(control.getAttribute('aria-labelledby')?.split(' ')[0] ?? '');
    return (label?.textContent?.match(/\*/g) ?? []).length;
};
const LABELLED_BY_LABEL: Kind[] = ['text', 'select', 'number', 'date'];

const expectAnnounced = (field: Field, required: boolean) => {
    const found = controls(field);
    expect(found.length, `${field[1]} found`).toBeGreaterThan(0);
    for (const control of found) {
        if (SAID_IN_DESCRIPTION.includes(field[0])) {
            const description = expect(control, `${field[1]} says Required`);
            if (required) description.toHaveAccessibleDescription(/\bRequired\b/);
            else description.not.toHaveAccessibleDescription(/\bRequired\b/);
        } else if (required) expect(control, `${field[1]} is required`).toBeRequired();
        else expect(control, `${field[1]} is optional`).not.toBeRequired();
        if (LABELLED_BY_LABEL.includes(field[0]))
            expect(asterisks(control), `${field[1]}'s asterisks`).toBe(required ? 1 : 0);
    }
};

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const noSpinner = () => waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));

const helpRequest = helpRequestsOf('agent', AGENT_MARIA.id)[0];
const downlineAgent = downlineAgentsOf(AGENCY_SUNSHINE.id)[0];

const APP_SUBMISSION_OPTIONAL: Field[] = [
    ['date', 'Date of birth'],
    ['text', 'SSN'],
    ['text', 'Medicare number (MBI)'],
    ['text', 'Medicaid number'],
    ['date', 'Medicare Part A date'],
    ['date', 'Medicare Part B date'],
];
const APP_SUBMISSION_REQUIRED: Field[] = [
    ['text', 'First name'],
    ['text', 'Last name'],
    ['select', 'State'],
    ['select', 'County'],
    ['select', 'Policy type'],
    ['select', 'Carrier'],
    ['select', 'Product'],
    ['date', 'Date agent received application'],
    ['date', 'Effective date'],
    ['file', 'Application files'],
];
const PERSON: Field[] = [
    ['text', 'First name'],
    ['text', 'Last name'],
    ['text', 'Email'],
    ['text', 'NPN'],
];
const E_AND_O: Field[] = [
    ['text', 'Issued by'],
    ['text', 'Coverage limits (USD)'],
    ['date', 'Expiration date'],
    ['text', 'Policy number'],
];

const FORMS: FormCase[] = [
    {
        form: 'license submission',
        path: '/licenses/submission',
        portal: AGENT_MARIA,
        required: [
            ['select', 'State'],
            ['select', 'License type'],
            ['text', 'License number'],
            ['date', 'Expiration date'],
            ['file', 'License file (PDF)'],
        ],
        optional: [['checkbox', 'Resident license']],
    },
    {
        form: 'E&O submission',
        path: '/e-and-os/submission',
        portal: AGENT_MARIA,
        required: [
            ['text', 'Issued by'],
            ['text', 'Policy number'],
            ['text', 'Coverage limits (USD)'],
            ['date', 'Expiration date'],
            ['file', 'Certificate (PDF)'],
        ],
    },
    {
        form: 'app submission (agent)',
        path: '/enrollments/app-submission',
        portal: AGENT_MARIA,
        required: APP_SUBMISSION_REQUIRED,
        optional: APP_SUBMISSION_OPTIONAL,
    },
    {
        form: 'app submission (agency)',
        path: '/enrollments/app-submission',
        portal: AGENCY_SUNSHINE,
        required: [['select', 'Agent'], ...APP_SUBMISSION_REQUIRED],
        optional: APP_SUBMISSION_OPTIONAL,
    },
    {
        form: 'SOA request',
        path: '/scopes/request',
        portal: AGENT_MARIA,
        required: [
            ['text', 'First name'],
            ['text', 'Last name'],
            ['text', 'Email'],
            ['select', 'Method of contact'],
        ],
    },
    {
        form: 'new help request',
        path: '/help-requests/new',
        portal: AGENT_MARIA,
        required: [
            ['select', 'Type of request'],
            ['text', 'Description'],
        ],
    },
    {
        form: 'help request note',
        path: `/help-requests/${helpRequest.Id}`,
        portal: AGENT_MARIA,
        required: [['text', 'Note']],
    },
    {
        form: 'my profile (agent)',
        path: '/my-profile',
        portal: AGENT_MARIA,
        required: [
            ['text', 'First name'],
            ['text', 'Last name'],
            ['text', 'Phone'],
            ['text', 'Address line 1'],
            ['text', 'City'],
            ['select', 'State'],
            ['text', 'ZIP code'],
        ],
        optional: [
            ['text', 'Middle name'],
            ['text', 'Nickname'],
            ['text', 'Address line 2'],
        ],
    },
    {
        form: 'my profile (agency)',
        path: '/my-profile',
        portal: AGENCY_SUNSHINE,
        required: [
            ['text', 'Agency name'],
            ['text', 'Phone'],
            ['text', 'Address line 1'],
            ['text', 'City'],
            ['select', 'State'],
            ['text', 'ZIP code'],
        ],
        optional: [['text', 'Address line 2']],
    },
    {
        form: 'RTS report',
        path: '/reports/rts',
        portal: AGENCY_SUNSHINE,
        required: [['select', 'Plan year']],
        optional: [
            ['select', 'Carrier'],
            ['select', 'Policy type'],
        ],
    },
    {
        form: 'contract request (agent)',
        path: '/contracts/request',
        portal: AGENT_MARIA,
        required: [['radios', 'Which upline agency should the contracts be under?']],
        steps: [
            {
                walk: async user => {
                    await user.click((await screen.findAllByRole('radio'))[0]);
                    await next(user);
                    await stepHeading('Contracts and states');
                    await noSpinner();
                },
                required: [
                    ['checkboxes', 'Contracts'],
                    ['checkboxes', 'States'],
                ],
                optional: [['text', 'Comments']],
            },
        ],
    },
    {
        form: 'contract request (agency)',
        path: '/contracts/request',
        portal: AGENCY_SUNSHINE,
        required: [['radios', 'Who are the contracts for?']],
        steps: [
            {
                walk: async user => {
                    await user.click(screen.getByRole('radio', { name: /^A new agency/ }));
                    await next(user);
                    await stepHeading('Agency details');
                },
                required: [['text', 'Agency name'], ...PERSON],
                optional: [['switch', 'Add E&O insurance details']],
            },
            {
                walk: user => user.click(screen.getByRole('switch', { name: 'Add E&O insurance details' })),
                required: E_AND_O,
            },
        ],
    },
    {
        form: 'downline contract request',
        path: '/contracts/downlinerequest',
        portal: AGENCY_SUNSHINE,
        required: [['radios', 'Which agent are the contracts for?']],
        steps: [
            {
                walk: async user => {
                    await user.click(screen.getByRole('radio', { name: 'One of my agents' }));
                    await user.type(screen.getByRole('searchbox', { name: 'Search agents' }), downlineAgent.FirstName);
                    await screen.findByRole('radiogroup', { name: 'Matching agents' });
                },
                required: [['radiogroup', 'Matching agents']],
            },
            {
                walk: async user => {
                    await user.click(screen.getByRole('radio', { name: /^A new agent/ }));
                    await next(user);
                    await stepHeading('Agent details');
                },
                required: PERSON,
            },
        ],
    },
];

describe('every form announces its required fields as required, and only those', () => {
    it.each(FORMS)('$form', async ({ path, portal, required, optional = [], steps = [] }) => {
        const user = userEvent.setup();
        const { queryClient } = renderApp(path, { portal });
        await screen.findByRole('heading', { level: 1 });
        await waitFor(() => expect(document.querySelector('main form')).not.toBeNull());
        await settle(queryClient);
        await noSpinner();
        for (const field of required) expectAnnounced(field, true);
        for (const field of optional) expectAnnounced(field, false);
        for (const step of steps) {
            await step.walk(user);
            await settle(queryClient);
            for (const field of step.required) expectAnnounced(field, true);
            for (const field of step.optional ?? []) expectAnnounced(field, false);
        }
    });
});
