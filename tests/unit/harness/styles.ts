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

StyleSheet.prototype.insert = function keepRule(rule: string) {
    rules.push(rule);
    shown?.append(rule);
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
