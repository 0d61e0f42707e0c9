import { createRequire } from 'node:module';

/**
 * React's production build has no `act`, which Testing Library wraps around each render, event and wait. This one
 * renders what the callback starts at once (flushSync: the commit and its effects), as act did for these tests,
 * and lets an awaited act end after the tasks the callback queued. Work React schedules later (an answer's
 * update) is waited for as a person would, with findBy and waitFor. Loaded before Testing Library, which looks
 * for `act` on React when it loads (vitest.config.ts setupFiles).
 */
const require = createRequire(import.meta.url);
const react = require('react') as { act?: unknown };
const { flushSync } = require('react-dom') as { flushSync: (run: () => void) => void };
const isThenable = (value: unknown): value is Promise<unknown> =>
    typeof (value as Promise<unknown> | undefined)?.then === 'function';
const nextTask = () => new Promise<void>(resolve => setTimeout(resolve, 0));

if (typeof react.act !== 'function')
    react.act = (callback: () => unknown) => {
        let result: unknown;
        flushSync(() => {
            result = callback();
        });
        if (isThenable(result))
            return result.then(async value => {
                await nextTask();
                flushSync(() => undefined);
                return value;
            });
        return { then: (resolve: (value: unknown) => void) => void nextTask().then(() => resolve(result)) };
    };
