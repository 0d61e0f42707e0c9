import { beforeEach, vi } from 'vitest';

/**
 * For a test that makes calls fail on purpose: the app logs each failure (console.error), which would bury
 * the test output. Silences console.error until the end of the test (setup.ts restores it).
 */
export const expectLoggedErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

/** The same for every test of the calling suite. */
export const silenceExpectedErrors = () => {
    beforeEach(() => {
        expectLoggedErrors();
    });
};

/** What the app logged through the silenced console.error during this test. */
export const loggedErrors = () => vi.mocked(console.error).mock.calls.flat().map(String);
