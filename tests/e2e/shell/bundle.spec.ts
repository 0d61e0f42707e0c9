import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPED_PERSONAL_DATA } from '../privacy';

const dist = path.resolve('dist');
const assets = path.join(dist, 'assets');
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

    it('leaks nothing: no source maps, no demo service worker, no console.log, no test personal data', () => {
        const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
        expect(files.filter(name => name.endsWith('.map') || name.includes('mockServiceWorker'))).toEqual([]);
        const found = javascript.flatMap(({ name, code }) =>
            [
                // The app logs nothing of its answers; libraries' console.error/warn for their own faults stay.
                /console\.(log|info|debug)\(/.test(code) && 'console.log',
                code.includes('sourceMappingURL') && 'sourceMappingURL',
                ...Object.values(TYPED_PERSONAL_DATA).filter(value => code.includes(value)),
            ]
                .filter(Boolean)
                .map(what => `${name}: ${what}`)
        );
        expect(found).toEqual([]);
    });

    it('splits pages into their own chunks', () => {
        expect(javascript.some(({ name }) => name.startsWith('PortalSelectionPage'))).toBe(true);
        expect(javascript.some(({ name }) => name.startsWith('PreferencesPage'))).toBe(true);
        // The status pages with an address of their own: not in the app's first file, which every visit loads.
        expect(javascript.some(({ name }) => name.startsWith('StatusPages'))).toBe(true);
    });
});
