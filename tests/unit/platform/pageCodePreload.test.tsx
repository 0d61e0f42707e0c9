import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AREAS } from '../../../resources';
import { pageCodePreloadScript, pageImportsIn } from '../../../scripts/pageCodePreload';
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
    it('has every area page, with its module and what loads with it: first call, lazy API code, English texts', () => {
        const areaRoutes = AREAS.flatMap(area =>
            area.pages.map(page => page.address ?? `/${area.name}${page.path ? `/${page.path}` : ''}`)
        );
        expect(areaRoutes.filter(route => !modulesOf(route))).toEqual([]);
        expect(modulesOf('/')).toEqual(['./DashboardPage', './api']);
        expect(modulesOf('/contracts')).toEqual(['./ContractList', './i18n/en']);
        expect(modulesOf('/contracts/request')).toEqual([
            './requests/RequestWizard',
            './i18n/en',
            './requests/i18n/en',
        ]);
        expect(modulesOf('/statements/:id')).toEqual(['./StatementShow', './early', './api', './i18n/en']);
        expect(modulesOf('/producers/:agentId/readiness')).toEqual(['./ReadinessPage', './i18n/en']);
        expect(modulesOf('/portals')).toEqual(['./portal/PortalSelectionPage']);
    });

    it('names each route as the app’s router matches it', () => {
        for (const { route } of declared) {
            const address = route.replace(/:\w+/g, '7').replace(/\*$/, 'x');
            expect(routeTemplateOf(address), address).toBe(route);
        }
    });

    it('reads the ways a page is declared: a list of paths, a loader written apart, an address, a part', () => {
        const source = `
            const wizard = () => import('./Wizard');
            lazyPage(['/old', '/older/:id'], () => import('./Redirect').then(module => module.Redirect));
            lazyPage(somePath, () => import('./Unknown'));
            const part = { name: 'extra', texts: { en: () => import('./extra/en'), es: () => import('./extra/es') } };
            defineArea({
                name: 'things',
                api: lazyApiArea('things', () => import('./api')),
                texts: { en: () => import('./en'), es: () => import('./es') },
                pages: [
                    { path: '', load: () => import('./List'), early: laterEarlyCall(() => import('./early')) },
                    { path: 'new', load: () => wizard().then(module => module.Create), part },
                    { path: 'other', address: '/people/:id/things', load: () => import('./Other') },
                ],
            });`;
        expect(pageImportsIn(source, 'index.tsx')).toEqual([
            { route: '/old', specifiers: ['./Redirect'] },
            { route: '/older/:id', specifiers: ['./Redirect'] },
            { route: '/things', specifiers: ['./List', './early', './api', './en'] },
            { route: '/things/new', specifiers: ['./Wizard', './api', './en', './extra/en'] },
            { route: '/people/:id/things', specifiers: ['./Other', './api', './en'] },
        ]);
    });
});

describe('the page’s preload of its code, as the build writes it', () => {
    const script = pageCodePreloadScript([
        { route: '/contracts', files: ['/assets/List.js'] },
        { route: '/contracts/:id', files: ['/assets/Show.js', '/assets/List.js'] },
        { route: '/contracts/request', files: ['/assets/Request.js'] },
        { route: '/', files: ['/assets/Home.js'] },
        { route: '/PortalSelection/*', files: ['/assets/Old.js'] },
        { route: '/:any/:thing/*', files: ['/assets/Any.js'] },
    ]);
    const preloadedAt = (address: string) => {
        window.history.replaceState(null, '', address);
        new Function(script)();
        return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(link => link.getAttribute('href'));
    };
    afterEach(() => document.head.querySelectorAll('link[rel="modulepreload"]').forEach(link => link.remove()));

    it.each([
        ['/contracts/request', ['/assets/Request.js']],
        ['/contracts/%72equest', ['/assets/Request.js']],
        ['/contracts/5534', ['/assets/Show.js', '/assets/List.js']],
        ['/Contracts/?agentId=101', ['/assets/List.js']],
        ['/', ['/assets/Home.js']],
        ['/portalselection/a/b', ['/assets/Old.js']],
        ['/a/b/c', ['/assets/Any.js']],
        ['/contracts//7', []],
        ['/nothing', []],
    ])('%s: %j', (address, files) => {
        expect(preloadedAt(address)).toEqual(files);
    });

    it('asks as the app’s own imports do, so they find the file asked for', () => {
        preloadedAt('/contracts');
        const link = document.head.querySelector('link[rel="modulepreload"]') as HTMLLinkElement;
        expect(link.crossOrigin).toBe('');
    });

    it('is the same text for the same routes in any order', () => {
        const routes = [
            { route: '/b', files: ['/assets/B.js'] },
            { route: '/a', files: ['/assets/A.js'] },
        ];
        expect(pageCodePreloadScript(routes)).toBe(pageCodePreloadScript([...routes].reverse()));
    });
});
