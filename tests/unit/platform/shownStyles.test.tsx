import { StyleSheet } from '@emotion/sheet';
import { describe, expect, it } from 'vitest';
import { showStyles } from '../harness';

/**
 * A test about a colour shows MUI's styles (showStyles): every rule the worker has made, thousands once a worker
 * has run many files, and each rule made while the test renders. A rule made then must join the shown sheet as
 * the browser's CSSOM adds it, not make jsdom parse the whole sheet again: on a busy machine those parses, one
 * per rule a new component brings, held the page's answers back past the 30 s wait (the licenses' states).
 */
describe('styles shown in jsdom', () => {
    it('take a rule made while shown into the same sheet, which applies it', () => {
        const made = new StyleSheet({ key: 'probe', container: document.head });
        made.insert('.probe-earlier { color: rgb(1, 2, 3); }');
        showStyles();
        const shown = [...document.head.querySelectorAll('style')].at(-1)!;
        const sheet = shown.sheet;
        made.insert('.probe-later { color: rgb(4, 5, 6); }');
        expect(shown.sheet).toBe(sheet);
        const element = document.createElement('span');
        document.body.append(element);
        element.className = 'probe-earlier';
        expect(getComputedStyle(element).color).toBe('rgb(1, 2, 3)');
        element.className = 'probe-later';
        expect(getComputedStyle(element).color).toBe('rgb(4, 5, 6)');
        element.remove();
    });
});
