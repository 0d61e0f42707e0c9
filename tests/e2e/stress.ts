/**
 * `STRESS=1 npm test` runs every browser page on a CPU four times slower (Chromium's own throttling, harness
 * prepareContext), with every core kept busy beside the run (scripts/test-all.sh). The bounds that catch a hang (a
 * whole test's, one wait's) grow by the same factor: a test that waits for the thing itself passes, only later;
 * one that reads after a fixed pause or after the network went quiet reads too early and fails.
 */
export const STRESS_SLOWDOWN = process.env.STRESS ? 4 : 1;
