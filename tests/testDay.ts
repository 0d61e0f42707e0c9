/**
 * The instant every test runs at, unit and browser, the demo data included: the clock (src/clock.ts) starts here
 * before any fixture is built, so a test that passes today passes on any date. A test that needs another day
 * moves the same clock (`clock.startAt`); the fixtures stay those of this day.
 */
export const TEST_NOW = '2026-11-27T10:00:00';
