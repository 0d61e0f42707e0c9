import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_CONFIG_FILE } from '../../../mocks/demoConfig';
import { server } from '../../../mocks/node';
import { config, readRuntimeSettings } from '../../../src/config';
import { configUrl, loadRuntimeConfig } from '../../../src/startup/runtimeConfig';

const problemsOf = (raw: unknown) => readRuntimeSettings(raw).problems;
const serveConfig = (answer: (request: Request) => Response) =>
    server.use(http.get('*/config.json', ({ request }) => answer(request)));

describe('config.json settings', () => {
    it("take today's value for every key the file leaves out", () => {
        expect(readRuntimeSettings({}).settings).toEqual({
            apiBaseUrl: '',
            trackerBaseUrl: '',
            clientIdHeader: 'X-Client-Id',
            clientId: 'producer-hub-web',
            xsrfCookieName: 'XSRF-TOKEN',
            xsrfHeaderName: 'X-XSRF-TOKEN',
            loginPath: '/account/login',
            logoutPath: '/account/logout',
            defaultAgencyId: '1000',
            recentContractsFilter: false,
            privacyPolicyUrl: 'https://www.example.com/privacy-policy',
            quickLinks: {
                analyticsUrl: 'https://analytics.example.com/',
                certificationInfoUrl: 'https://www.example.com/certifications',
                trainingCalendarUrl: 'https://www.example.com/training-calendar',
            },
            fallbackManager: {
                name: 'Producer Support Team',
                email: 'producersupport@example.com',
                phone: '(800) 555-0142',
            },
            maxUploadMb: 10,
            errorReportUrl: '',
            soaPolicyTypes: ['Medicare Advantage', 'Medicare Advantage Prescription Drug', 'Prescription Drug Plan'],
            renewalAmounts: {},
            chargebackPolicyTypes: [
                'Medicare Advantage',
                'Medicare Advantage Prescription Drug',
                'Prescription Drug Plan',
            ],
        });
    });

    it('keep the defaults of a group for the keys the file leaves out of it', () => {
        const { settings } = readRuntimeSettings({
            quickLinks: { analyticsUrl: 'https://bi.agency.test/' },
            fallbackManager: { name: 'Agency Desk' },
        });
        expect(settings?.quickLinks).toEqual({
            analyticsUrl: 'https://bi.agency.test/',
            certificationInfoUrl: 'https://www.example.com/certifications',
            trainingCalendarUrl: 'https://www.example.com/training-calendar',
        });
        expect(settings?.fallbackManager).toMatchObject({ name: 'Agency Desk', email: 'producersupport@example.com' });
    });

    it('take every value the file sets, a base URL without its trailing slash', () => {
        const { settings } = readRuntimeSettings({
            apiBaseUrl: 'https://api.agency.test/',
            recentContractsFilter: true,
            maxUploadMb: 2.5,
            loginPath: '/sso/login',
            soaPolicyTypes: ['Medicare Advantage'],
        });
        expect(settings).toMatchObject({
            soaPolicyTypes: ['Medicare Advantage'],
            apiBaseUrl: 'https://api.agency.test',
            recentContractsFilter: true,
            maxUploadMb: 2.5,
            loginPath: '/sso/login',
        });
    });

    it.each([
        ['apiBaseUrl', 42, 'baseUrl'],
        ['trackerBaseUrl', 'ftp://tracker.test', 'baseUrl'],
        ['clientIdHeader', 'X Client Id', 'headerName'],
        ['clientId', '', 'text'],
        ['xsrfCookieName', null, 'text'],
        ['xsrfHeaderName', 'X-XSRF:', 'headerName'],
        ['loginPath', 'account/login', 'path'],
        ['errorReportUrl', 'http://errors.agency.test/', 'reportUrl'],
        ['errorReportUrl', 'errors', 'reportUrl'],
        ['logoutPath', '//evil.test/logout', 'path'],
        ['defaultAgencyId', 1000, 'text'],
        ['recentContractsFilter', 'true', 'boolean'],
        ['privacyPolicyUrl', 'www.example.com/privacy', 'url'],
        ['maxUploadMb', 0, 'positiveNumber'],
        ['maxUploadMb', '10', 'positiveNumber'],
        ['quickLinks', 'https://a.test', 'group'],
        ['fallbackManager', null, 'group'],
        ['soaPolicyTypes', 'Medicare Advantage', 'textList'],
        ['soaPolicyTypes', [], 'textList'],
        ['soaPolicyTypes', ['Medicare Advantage', ' '], 'textList'],
        ['renewalAmounts', [363], 'group'],
        ['renewalAmounts', 363, 'group'],
    ])('name %s when it is %j (expected %s)', (key, value, expected) => {
        expect(problemsOf({ [key]: value })).toEqual([{ key, expected }]);
    });

    it('take renewal amounts per policy type, and name one that is not a positive number', () => {
        expect(readRuntimeSettings({ renewalAmounts: { MA: 363, Dental: 42.5 } }).settings?.renewalAmounts).toEqual({
            MA: 363,
            Dental: 42.5,
        });
        expect(problemsOf({ renewalAmounts: { MA: 363, PDP: 0, DEN: '40' } })).toEqual([
            { key: 'renewalAmounts.PDP', expected: 'positiveNumber' },
            { key: 'renewalAmounts.DEN', expected: 'positiveNumber' },
        ]);
    });

    it('refuse a quick link that is not https, naming it', () => {
        expect(problemsOf({ quickLinks: { trainingCalendarUrl: 'http://calendar.example.com/' } })).toEqual([
            { key: 'quickLinks.trainingCalendarUrl', expected: 'httpsUrl' },
        ]);
    });

    it('name a wrong key inside a group by its whole path', () => {
        expect(problemsOf({ fallbackManager: { email: 'support at agency' } })).toEqual([
            { key: 'fallbackManager.email', expected: 'email' },
        ]);
    });

    it('refuse unknown keys (a misspelt key would silently keep a default), naming each', () => {
        expect(problemsOf({ privacyPolicyURL: 'https://a.test', quickLinks: { analytics: 'https://a.test' } })).toEqual(
            expect.arrayContaining([
                { key: 'privacyPolicyURL', expected: 'unknown' },
                { key: 'quickLinks.analytics', expected: 'unknown' },
            ])
        );
    });

    it('refuse a file that is not one object of settings', () => {
        expect(problemsOf([])).toEqual([{ key: '', expected: 'group' }]);
    });
});

describe('reading config.json at start', () => {
    it('asks beside index.html, whatever the deep link, without the browser cache, and applies it', async () => {
        window.history.replaceState(null, '', '/contracts/12?agentId=101');
        let asked: Request | undefined;
        serveConfig(request => {
            asked = request;
            return HttpResponse.json({
                ...DEMO_CONFIG_FILE,
                fallbackManager: { ...DEMO_CONFIG_FILE.fallbackManager, name: 'Agency Desk' },
                maxUploadMb: 4,
            });
        });
        expect(await loadRuntimeConfig()).toBeUndefined();
        window.history.replaceState(null, '', '/');
        expect(new URL(asked!.url).pathname).toBe('/config.json');
        expect(configUrl()).toBe(`${window.location.origin}/config.json`);
        expect(asked!.cache).toBe('no-store');
        expect(config.fallbackManager.name).toBe('Agency Desk');
        expect(config.fallbackManager.phone).toBe('(800) 555-0142');
        expect(config.maxUploadMb).toBe(4);
    });

    it.each([
        ['a 404', () => new HttpResponse(null, { status: 404 }), { kind: 'missing' }],
        ['the app page in its place', () => HttpResponse.html('<!doctype html><html></html>'), { kind: 'missing' }],
        ['a server error', () => new HttpResponse(null, { status: 503 }), { kind: 'status', status: 503 }],
        ['text that is not JSON', () => HttpResponse.text('apiBaseUrl = x'), { kind: 'unreadable' }],
        ['a network failure', () => HttpResponse.error(), { kind: 'network' }],
        [
            'a wrong setting',
            () => HttpResponse.json({ ...DEMO_CONFIG_FILE, maxUploadMb: -1 }),
            { kind: 'invalid', problems: [{ key: 'maxUploadMb', expected: 'positiveNumber' }] },
        ],
        [
            // A production build (these tests run one) never shows the stand-in links and support team.
            'a file without the settings only the deployment knows',
            () => HttpResponse.json({ maxUploadMb: 4, quickLinks: {}, fallbackManager: { name: 'Agency Desk' } }),
            {
                kind: 'invalid',
                problems: [
                    { key: 'privacyPolicyUrl', expected: 'url', missing: true },
                    { key: 'quickLinks.analyticsUrl', expected: 'httpsUrl', missing: true },
                    { key: 'quickLinks.certificationInfoUrl', expected: 'httpsUrl', missing: true },
                    { key: 'quickLinks.trainingCalendarUrl', expected: 'httpsUrl', missing: true },
                    { key: 'fallbackManager.email', expected: 'email', missing: true },
                    { key: 'fallbackManager.phone', expected: 'text', missing: true },
                ],
            },
        ],
        [
            'an empty file',
            () => HttpResponse.json({}),
            {
                kind: 'invalid',
                problems: [
                    { key: 'privacyPolicyUrl', expected: 'url', missing: true },
                    { key: 'quickLinks', expected: 'group', missing: true },
                    { key: 'fallbackManager', expected: 'group', missing: true },
                ],
            },
        ],
    ])('say what is wrong on %s, keeping the defaults', async (_case, answer, failure) => {
        serveConfig(answer);
        expect(await loadRuntimeConfig()).toEqual(failure);
        expect(config.maxUploadMb).toBe(10);
    });
});
