import { StyleSheet } from '@emotion/sheet';

/**
 * MUI's styles stay out of jsdom's document unless a test asks for them (showStyles). In development emotion adds
 * one <style> element per rule, thousands in a worker whose files share their modules, and jsdom reads every one
 * of them on each getComputedStyle, which Testing Library calls for every element and its ancestors in each role
 * query, which made the unit tests far slower.
 * Without them jsdom still hides what an attribute hides (`hidden`, aria-hidden); what CSS hides, places or
 * colours is the browser tests' to see, on the production build.
 */
const rules: string[] = [];
let shown: HTMLStyleElement | undefined;

/**
 * Adds a rule made while styles are shown to the shown sheet, as the browser's CSSOM does. Appended as text, it
 * made jsdom parse the whole sheet again for each rule, so a test's cost grew with every rule its worker had
 * made before (the licenses' cards: 9.5 s to show after 3,000 earlier rules, 0.5 s now), which on a busy
 * machine held a colour test's answers back past its waits. A rule jsdom cannot parse is left out, as the
 * parsed text leaves it out.
 */
const addRule = (rule: string) => {
    const sheet = shown?.sheet;
    if (!sheet) return;
    try {
        sheet.insertRule(rule, sheet.cssRules.length);
    } catch {
        // Left out: what it does is the browser tests' to see.
    }
};

StyleSheet.prototype.insert = function keepRule(rule: string) {
    rules.push(rule);
    addRule(rule);
};

/** For a test about what CSS decides (a colour): every rule emotion has made so far and makes until the test ends. */
export const showStyles = () => {
    if (shown) return;
    shown = document.createElement('style');
    shown.textContent = rules.join('\n');
    document.head.append(shown);
};

/** Called after each test (tests/unit/setup.ts). */
export const hideStyles = () => {
    shown?.remove();
    shown = undefined;
};
