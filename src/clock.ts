/** Every test starts at one fixed instant, so the fixtures built for that day and the rules agree. */
let shiftMs = 0;

export const clock = {
    now: (): Date => new Date(Date.now() + shiftMs),
    startAt(instant?: string | number | Date) {
        shiftMs = instant === undefined ? 0 : new Date(instant).getTime() - Date.now();
    },
};
