import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testDay';

const run = promisify(execFile);

// From UTC+14 to UTC-11: the tests' instant (10:00 where the machine is) is yesterday in UTC east of UTC+10 and
// still today west of it; half past midnight on New Year's Day is still last year in UTC east of it.
const ZONES = ['Pacific/Kiritimati', 'Australia/Sydney', 'UTC', 'America/Los_Angeles', 'Pacific/Pago_Pago'];
const INSTANTS = [TEST_NOW, '2027-01-01T00:30:00'];

const demoDaysIn = async (zone: string, instant: string) => {
    const { stdout } = await run(
        path.resolve('node_modules/.bin/tsx'),
        ['tests/unit/mocks/demoDaysInZone.ts', instant],
        { env: { ...process.env, TZ: zone } }
    );
    const { zone: ranIn, ...days } = JSON.parse(stdout) as Record<string, unknown>;
    return { ranIn, days };
};

describe('the demo data in every time zone', () => {
    it.each(INSTANTS)('gives the same days at %s, counted from the day the rules call today', async instant => {
        const answers = await Promise.all(ZONES.map(zone => demoDaysIn(zone, instant)));
        // A zone Node does not know would run as UTC and prove nothing.
        expect(answers.map(answer => answer.ranIn)).toEqual(ZONES);
        const [first, ...others] = answers.map(answer => answer.days);
        expect(first!.today).toBe(instant.slice(0, 10));
        for (const days of others) expect(days).toEqual(first);
    });
});
