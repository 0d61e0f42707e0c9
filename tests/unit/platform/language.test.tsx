import { describe, expect, it } from 'vitest';
import { detectLanguage, rememberLanguage, toLanguage, type LanguageSources } from '../../../i18n/language';

const sources = (overrides: Partial<LanguageSources> = {}): LanguageSources => ({
    search: '',
    cookie: '',
    localStorage: { getItem: () => null },
    sessionStorage: { getItem: () => null },
    navigatorLanguages: [],
    htmlLang: '',
    ...overrides,
});
const storing = (value: string) => ({ getItem: (key: string) => (key === 'lng' ? value : null) });

describe('language detection', () => {
    it('follows the order query string, cookie, local storage, session storage, browser, html tag', () => {
        const all = sources({
            search: '?lng=es',
            cookie: 'lng=en',
            localStorage: storing('en'),
            sessionStorage: storing('en'),
            navigatorLanguages: ['en-US'],
            htmlLang: 'en',
        });
        expect(detectLanguage(all)).toBe('es');
        expect(detectLanguage({ ...all, search: '', cookie: 'other=1; lng=es' })).toBe('es');
        expect(detectLanguage(sources({ localStorage: storing('es'), sessionStorage: storing('en') }))).toBe('es');
        expect(detectLanguage(sources({ sessionStorage: storing('es'), navigatorLanguages: ['en-US'] }))).toBe('es');
        expect(detectLanguage(sources({ navigatorLanguages: ['fr-FR', 'es-MX'], htmlLang: 'en' }))).toBe('es');
        expect(detectLanguage(sources({ htmlLang: 'es' }))).toBe('es');
    });

    it('skips unsupported languages and falls back to English', () => {
        expect(detectLanguage(sources({ search: '?lng=fr', cookie: 'lng=de', navigatorLanguages: ['pt-BR'] }))).toBe(
            'en'
        );
        expect(toLanguage('ES_419')).toBe('es');
        expect(toLanguage('fr')).toBeUndefined();
    });

    it('caches the choice in local storage and a cookie, and sets the page language', () => {
        rememberLanguage('es');
        expect(localStorage.getItem('lng')).toBe('es');
        expect(document.cookie).toContain('lng=es');
        expect(document.documentElement.lang).toBe('es');
    });
});
