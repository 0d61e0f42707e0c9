import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Step } from '../../faults/rows';

/**
 * The first button of that name, by its label or text: what getByRole finds for the buttons of these screens,
 * without working out every element's role and name on a page of 25 rows of actions (slow in jsdom).
 */
export const findButton = (name: string | RegExp, container: ParentNode = document) =>
    [...container.querySelectorAll<HTMLElement>('button, [role="button"]')].find(element => {
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return typeof name === 'string' ? label === name : name.test(label);
    });

const expectEnabled = (element: HTMLElement) =>
    expect(element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true', 'enabled').toBe(false);

/** The element a step acts on, once it is there and enabled (as Playwright's actions wait in the browser). */
export const targetOf = async (step: Step): Promise<HTMLElement> => {
    if ('press' in step)
        return waitFor(() => {
            const container = step.inDialog ? screen.getByRole('dialog') : document;
            const found = findButton(step.press, container);
            expect(found, `the button ${String(step.press)}`).toBeDefined();
            expectEnabled(found!);
            return found!;
        });
    if ('fill' in step) {
        const { fill: name, field = 'textbox' } = step;
        return field === 'date' ? screen.findByLabelText(name) : screen.findByRole(field, { name });
    }
    if ('choose' in step) {
        const select = await screen.findByRole('combobox', { name: step.choose });
        await waitFor(() => expectEnabled(select));
        return select;
    }
    if ('checkFirst' in step) {
        const scope =
            step.inGroup === undefined ? screen : within(await screen.findByRole('group', { name: step.inGroup }));
        return (await scope.findAllByRole(step.checkFirst))[0];
    }
    return screen.findByLabelText(step.upload);
};

/**
 * A fault row's step (tests/e2e/faultRows.ts Step) done as a person would, in Vitest, and what it causes
 * applied (a form's validation, the wizard's next step) before the next step looks for its element.
 */
export const doStep = async (step: Step) => {
    await perform(step);
    await act(async () => undefined);
};

const perform = async (step: Step) => {
    const target = await targetOf(step);
    if ('fill' in step) return fireEvent.change(target, { target: { value: step.value } });
    if ('choose' in step) {
        fireEvent.mouseDown(target);
        // By text inside the open list: naming every option of a long list by role is slow in jsdom.
        return fireEvent.click(within(await screen.findByRole('listbox')).getByText(step.option));
    }
    if ('upload' in step) {
        const { name, mimeType, buffer } = step.file;
        return userEvent.upload(target, new File([new Uint8Array(buffer)], name, { type: mimeType }));
    }
    return fireEvent.click(target);
};
