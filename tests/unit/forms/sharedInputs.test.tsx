import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
    ChoiceSelectInput,
    PdfFileInput,
    PdfFilesInput,
    requiredFiles,
    requiredTrimmed,
    SubmitButton,
    type Choice,
    type ChoiceSelectInputProps,
} from '../../../src/forms';
import { AGENT_MARIA, renderScreen } from '../harness';

// The inputs of src/forms that the app submission form is the first to use (E&O, contract request, SOA and
// help request forms reuse them). Labels borrow the app submission's texts.
const F = 'resources.enrollments.appSubmission';
const REQUIRED = requiredTrimmed();
const FILES = requiredFiles(`${F}.files.required`);
const COUNTIES: Choice[] = [
    { id: '1', name: 'Miami-Dade' },
    { id: '2', name: 'Orange' },
];

type ListState = Pick<ChoiceSelectInputProps, 'choices' | 'isLoading' | 'waitingFor'> &
    ({ isError?: undefined } | { isError: boolean; retry: () => unknown });

/** Renders the form and waits for it; returns its submit handler. */
const renderForm = async (county: ListState, onSubmit = vi.fn(), onStateChange = vi.fn()) => {
    renderScreen(
        <Form defaultValues={{ StateId: '', CountyId: '', files: [] }} onSubmit={onSubmit} noValidate>
            <ChoiceSelectInput
                source="StateId"
                label={`${F}.fields.StateId`}
                loadError="common.dictionaries.statesError"
                choices={[{ id: '10', name: 'Florida' }]}
                validate={REQUIRED}
                onChange={onStateChange}
            />
            <ChoiceSelectInput
                source="CountyId"
                label={`${F}.fields.CountyId`}
                loadError="common.dictionaries.countiesError"
                validate={REQUIRED}
                {...county}
            />
            <PdfFilesInput
                source="files"
                label={`${F}.sections.files`}
                notPdfMessage={`${F}.messages.pdfOnly`}
                validate={FILES}
            />
            <SubmitButton label={`${F}.actions.submit`} />
        </Form>,
        { portal: AGENT_MARIA, path: '/enrollments/app-submission', resource: 'enrollments' }
    );
    await screen.findAllByRole('button', { name: 'Submit application' });
    return onSubmit;
};

const combobox = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const submit = () => screen.getByRole('button', { name: 'Submit application' });
const pdf = (name: string) => new File(['%PDF-1.7\n%%EOF'], name, { type: 'application/pdf' });
const notPdf = (name: string) => new File(['PK\u0003\u0004 zip'], name, { type: 'application/pdf' });

describe('ChoiceSelectInput', () => {
    it('says what to choose first, stays disabled until then, and is still required on submit', async () => {
        const user = userEvent.setup();
        const onSubmit = await renderForm({ choices: undefined, waitingFor: `${F}.hints.chooseStateFirst` });
        expect(combobox('County')).toHaveAttribute('aria-disabled', 'true');
        expect(combobox('County')).toHaveAccessibleDescription('Choose a state first');
        await user.click(submit());
        // The state says it is required; the county, still waiting for it, keeps saying so.
        expect(await screen.findAllByText('Required')).toHaveLength(1);
        expect(combobox('County')).toHaveAccessibleDescription('Choose a state first');
        expect(screen.getByText('Choose at least one PDF file')).toBeInTheDocument();
        expect(onSubmit).not.toHaveBeenCalled();
    });

    it('tells a list that is loading, empty or failed, and keeps the failure as its error on submit', async () => {
        const user = userEvent.setup();
        await renderForm({ choices: undefined, isLoading: true });
        expect(screen.getByRole('progressbar', { name: /^Loading/ })).toBeInTheDocument();
        // The forms stay on screen one below the other: the next one's text shows once it has rendered.
        await renderForm({ choices: [] });
        expect(await screen.findByText('Nothing to choose from')).toBeInTheDocument();
        const retry = vi.fn();
        await renderForm({ choices: undefined, isError: true, retry });
        expect(await screen.findByText('Error loading counties')).toBeInTheDocument();
        await user.click(screen.getAllByRole('button', { name: 'Submit application' }).at(-1)!);
        await waitFor(() => expect(screen.getAllByText('Error loading counties')).toHaveLength(1));
        // Beside the failure, the way to ask for the list again.
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        expect(retry).toHaveBeenCalledTimes(1);
    });

    it('reports a new choice (for clearing the ones below it) and submits the chosen ids', async () => {
        const user = userEvent.setup();
        const onStateChange = vi.fn();
        const onSubmit = await renderForm({ choices: COUNTIES }, vi.fn(), onStateChange);
        await user.click(combobox('State'));
        await user.click(within(await screen.findByRole('listbox')).getByText('Florida'));
        expect(onStateChange).toHaveBeenCalledWith('10');
        await user.click(combobox('County'));
        await user.click(within(await screen.findByRole('listbox')).getByText('Orange'));
        await user.upload(screen.getByLabelText(/^Application files/), pdf('a.pdf'));
        await user.click(submit());
        await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
        expect(onSubmit.mock.calls[0][0]).toMatchObject({ StateId: '10', CountyId: '2' });
    });
});

describe('PdfFilesInput', () => {
    it('describes its button by the field, what is chosen and its error, and takes the focus when empty on submit', async () => {
        const user = userEvent.setup();
        await renderForm({ choices: COUNTIES });
        await user.click(combobox('State'));
        await user.click(within(await screen.findByRole('listbox')).getByText('Florida'));
        await user.click(combobox('County'));
        await user.click(within(await screen.findByRole('listbox')).getByText('Orange'));
        const choose = screen.getByRole('button', { name: 'Choose PDF files' });
        // Required, until its error says what is missing.
        expect(choose).toHaveAccessibleDescription(/^Application files Required No files chosen/);
        await user.click(submit());
        await waitFor(() => expect(choose).toHaveFocus());
        expect(choose).toHaveAccessibleDescription(/Choose at least one PDF file/);
    });

    it('lists several files, marks one that is not a PDF inside and blocks the form until it is removed', async () => {
        const user = userEvent.setup({ applyAccept: false });
        const onSubmit = await renderForm({ choices: COUNTIES });
        await user.click(combobox('State'));
        await user.click(within(await screen.findByRole('listbox')).getByText('Florida'));
        await user.click(combobox('County'));
        await user.click(within(await screen.findByRole('listbox')).getByText('Orange'));
        await user.upload(screen.getByLabelText(/^Application files/), [pdf('one.pdf'), notPdf('two.pdf')]);
        const list = await screen.findByRole('list', { name: 'Chosen files' });
        expect(within(list).getByText('Invalid file: only PDF files are accepted')).toBeInTheDocument();
        expect(screen.getByRole('alert')).toHaveTextContent('Only PDF files can be used for app submission');
        await user.click(submit());
        expect(onSubmit).not.toHaveBeenCalled();
        await user.click(screen.getByRole('button', { name: 'Remove two.pdf' }));
        expect(screen.queryByText('Only PDF files can be used for app submission')).toBeNull();
        await user.click(submit());
        await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
        const { files } = onSubmit.mock.calls[0][0] as { files: Array<{ file: File; verdict: string }> };
        expect(files.map(({ file, verdict }) => [file.name, verdict])).toEqual([['one.pdf', 'pdf']]);
    });
});

describe('PdfFileInput', () => {
    it('describes its button by the field, what is chosen and its help or error, and takes the focus when empty on submit', async () => {
        const user = userEvent.setup();
        const onSubmit = vi.fn();
        renderScreen(
            <Form defaultValues={{ file: null }} onSubmit={onSubmit} noValidate>
                <PdfFileInput
                    source="file"
                    label="resources.licenses.fields.file"
                    helperText="resources.licenses.submission.fileHelp"
                    notPdfMessage="resources.licenses.messages.pdfOnly"
                    validate={REQUIRED}
                />
                <SubmitButton label="resources.licenses.actions.send" />
            </Form>,
            { portal: AGENT_MARIA, path: '/licenses/submission', resource: 'licenses' }
        );
        const choose = await screen.findByRole('button', { name: 'Choose a PDF' });
        expect(choose).toHaveAccessibleDescription(
            'License file (PDF) Required No file chosen A PDF file of the license certificate.'
        );
        await user.click(screen.getByRole('button', { name: 'Submit license' }));
        await waitFor(() => expect(choose).toHaveFocus());
        expect(choose).toHaveAccessibleDescription(/^License file \(PDF\) No file chosen Required/);
        expect(onSubmit).not.toHaveBeenCalled();
    });
});
