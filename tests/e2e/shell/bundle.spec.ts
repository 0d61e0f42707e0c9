import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const assets = path.resolve('dist/assets');
const javascript = readdirSync(assets)
    .filter(name => name.endsWith('.js'))
    .map(name => ({ name, code: readFileSync(path.join(assets, name), 'utf8') }));

describe('production bundle', () => {
    it('contains no mock code or fixtures', () => {
        const markers = [
            'mockServiceWorker',
            'setupWorker',
            'Dana Demo',
            'Sunshine Benefits Group',
            'demo_session',
            'msw',
        ];
        const found = javascript.flatMap(({ name, code }) =>
            markers.filter(marker => code.includes(marker)).map(marker => `${name}: ${marker}`)
        );
        expect(found).toEqual([]);
    });

    it('splits pages into their own chunks', () => {
        expect(javascript.some(({ name }) => name.startsWith('PortalSelectionPage'))).toBe(true);
        expect(javascript.some(({ name }) => name.startsWith('PreferencesPage'))).toBe(true);
    });
});
