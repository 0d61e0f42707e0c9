import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AREAS } from '../../../resources';
import { pageImportsIn, preloadOpenedPage } from '../../../scripts/pageCodePreload';
import '../../../src/App';
import { routeTemplateOf } from '../../../src/routing/lazyPage';

/** The modules that declare the app's pages: App.tsx and each area's index. */
const DECLARING = [
    'src/App.tsx',
    ...readdirSync('resources').flatMap(area =>
        ['index.ts', 'index.tsx'].map(file => path.join('resources', area, file)).filter(file => existsSync(file))
    ),
];
const declared = DECLARING.flatMap(file => pageImportsIn(readFileSync(file, 'utf8'), file));
const modulesOf = (route: string) => declared.find(page => page.route === route)?.specifiers;

describe('the build’s table of each route’s page code', () => {
    it('has every area page, with the module it loads and its first call’s', () => {
        const areaRoutes = AREAS.flatMap(area =>
            area.pages.map(page => page.address ?? `/${area.name}${page.path ? `/${page.path}` : ''}`)
        );
        expect(areaRoutes.filter(route => !modulesOf(route))).toEqual([]);
        expect(modulesOf('/')).toEqual(['./DashboardPage', './api']);
        expect(modulesOf('/contracts')).toEqual(['./ContractList']);
        expect(modulesOf('/contracts/request')).toEqual(['./requests/RequestWizard']);
        expect(modulesOf('/statements/:id')).toEqual(['./StatementShow', './early']);
        expect(modulesOf('/producers/:agentId/readiness')).toEqual(['./ReadinessPage']);
        expect(modulesOf('/portals')).toEqual(['./portal/PortalSelectionPage']);
    });

    it('names each route as the app’s router matches it', () => {
        for (const { route } of declared) {
            const address = route.replace(/:\w+/g, '7').replace(/\*$/, 'x');
            expect(routeTemplateOf(address), address).toBe(route);
        }
    });

    it('reads the ways a page is declared: a list of paths, a loader written apart, an address of its own', () => {
        const source = `
            const wizard = () => import('./Wizard');
            lazyPage(['/old', '/older/:id'], () => import('./Redirect').then(module => module.Redirect));
            lazyPage(somePath, () => import('./Unknown'));
            defineArea({
                name: 'things',
                pages: [
                    { path: '', load: () => import('./List'), early: laterEarlyCall(() => import('./early')) },
                    { path: 'new', load: () => wizard().then(module => module.Create) },
                    { path: 'other', address: '/people/:id/things', load: () => import('./Other') },
                ],
            });`;
        expect(pageImportsIn(source, 'index.tsx')).toEqual([
            { route: '/old', specifiers: ['./Redirect'] },
            { route: '/older/:id', specifiers: ['./Redirect'] },
            { route: '/things', specifiers: ['./List', './early'] },
            { route: '/things/new', specifiers: ['./Wizard'] },
            { route: '/people/:id/things', specifiers: ['./Other'] },
        ]);
    });
});

describe('the page’s preload of its code', () => {
    const FILES = ['/assets/List.js', '/assets/Show.js', '/assets/Request.js', '/assets/Home.js', '/assets/Old.js'];
    const ROUTES: Array<[string, number[]]> = [
        ['/contracts', [0]],
        ['/contracts/:id', [1, 0]],
        ['/contracts/request', [2]],
        ['/', [3]],
        ['/PortalSelection/*', [4]],
    ];
    const preloadedAt = (address: string) => {
        window.history.replaceState(null, '', address);
        preloadOpenedPage(FILES, ROUTES);
        return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(link => link.getAttribute('href'));
    };
    afterEach(() => document.head.querySelectorAll('link[rel="modulepreload"]').forEach(link => link.remove()));

    it.each([
        ['/contracts/request', ['/assets/Request.js']],
        ['/contracts/5534', ['/assets/Show.js', '/assets/List.js']],
        ['/Contracts/?agentId=101', ['/assets/List.js']],
        ['/', ['/assets/Home.js']],
        ['/portalselection/a/b', ['/assets/Old.js']],
        ['/contracts/5534/extra', []],
        ['/nothing', []],
    ])('%s: %j', (address, files) => {
        expect(preloadedAt(address)).toEqual(files);
    });

    it('asks as the app’s own imports do, so they find the file asked for', () => {
        preloadedAt('/contracts');
        const link = document.head.querySelector('link[rel="modulepreload"]') as HTMLLinkElement;
        expect(link.crossOrigin).toBe('');
    });
});
