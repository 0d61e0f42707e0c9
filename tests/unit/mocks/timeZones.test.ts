import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const run = promisify(execFile);

// From the farthest east to the farthest west: the tests' instant (10:00 where the machine is) is yesterday in UTC
// east of UTC+10 and still today west of it.
const ZONES = ['Pacific/Kiritimati', 'Australia/Sydney', 'UTC', 'America/Los_Angeles', 'Pacific/Pago_Pago'];

const demoDaysIn = async (zone: string) => {
    const { stdout } = await run(path.resolve('node_modules/.bin/tsx'), ['tests/unit/mocks/demoDaysInZone.ts'], {
        env: { ...process.env, TZ: zone },
    });
    return JSON.parse(stdout) as Record<string, unknown>;
};

test('the demo data gives the same days in every time zone, counted from the day the rules call today', async () => {
    const [utc, ...others] = await Promise.all(['UTC', ...ZONES.filter(zone => zone !== 'UTC')].map(demoDaysIn));
    expect(utc!.today).toBe('2026-11-27');
    for (const days of others) expect(days).toEqual(utc);
});
