import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** What a form holds when a send failed: the person is still on it, with everything entered. */
export interface KeptForm {
    /** The form page's heading (level 1). */
    heading?: string;
    /** Text and number fields, each with the value entered. */
    values?: Array<[HTMLElement, string | number]>;
    /** Selects, each still showing the choice made. */
    choices?: Array<[HTMLElement, string]>;
    /** Checkboxes still ticked. */
    checked?: HTMLElement[];
    /** The file chosen in a one-file input ('Chosen file: name'). */
    file?: string;
    /** Other texts still on screen (the names of several chosen files). */
    shown?: string[];
    /** The submit button's name: it can be pressed again. */
    submit?: string;
}

/** Asserts that a form kept what was entered after a failure (nothing typed is lost to a failure). */
export const expectFormKept = ({
    heading,
    values = [],
    choices = [],
    checked = [],
    file,
    shown = [],
    submit,
}: KeptForm) => {
    if (heading) expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    for (const [field, value] of values) expect(field).toHaveValue(value);
    for (const [field, choice] of choices) expect(field).toHaveTextContent(choice);
    for (const box of checked) expect(box).toBeChecked();
    if (file) expect(screen.getByText(`Chosen file: ${file}`)).toBeInTheDocument();
    for (const text of shown) expect(screen.getByText(text)).toBeInTheDocument();
    if (submit) expect(screen.getByRole('button', { name: submit })).toBeEnabled();
};

const says = (alert: HTMLElement, text: string | RegExp) => {
    const content = (alert.textContent ?? '').trim();
    return typeof text === 'string' ? content === text : text.test(content);
};

/**
 * A failed submission is said twice: by its toast, which stays until it is closed, and by the form itself beside
 * its submit button, so nothing depends on catching the toast. Waits for both; resolves to the form's own alert.
 */
export const expectFailureSaid = async (text: string | RegExp) => {
    let onForm: HTMLElement | undefined;
    await waitFor(() => {
        const saying = screen.getAllByRole('alert').filter(alert => says(alert, text));
        const inForm = saying.filter(alert => alert.closest('form') !== null);
        expect(inForm, `the form says ${String(text)}`).toHaveLength(1);
        expect(saying.length - inForm.length, `a toast says ${String(text)}`).toBe(1);
        onForm = inForm[0];
    });
    return onForm!;
};
