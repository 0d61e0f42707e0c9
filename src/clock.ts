/**
 * The one clock every date rule and the demo data read "now" from. It is the machine's time unless a run fixes
 * it: every test starts at one fixed instant, so the fixtures built for that day and the rules run on it agree
 * whatever the machine's date. From the instant set, time runs on as usual (what measures a wait still works).
 */
let shiftMs = 0;

export const clock = {
    now: (): Date => new Date(Date.now() + shiftMs),
    /** Makes "now" the given instant, from which time runs on; without one, back to the machine's time. */
    startAt(instant?: string | number | Date) {
        shiftMs = instant === undefined ? 0 : new Date(instant).getTime() - Date.now();
    },
};
