import { describe, expect, it } from 'vitest';
import { loadAreaTexts, onCataloguesChange } from '../../../i18n/catalogues';

describe("an area's texts", () => {
    it('load once and redraw the texts once, in English, however many ask at once', async () => {
        let loads = 0;
        let changes = 0;
        const stop = onCataloguesChange(() => (changes += 1));
        const loaders = {
            en: async () => {
                loads += 1;
                return { default: { title: 'Title' } };
            },
            es: async () => ({ default: { title: 'Título' } }),
        };
        await Promise.all([loadAreaTexts('onceArea', loaders, 'en'), loadAreaTexts('onceArea', loaders, 'en')]);
        stop();
        expect({ loads, changes }).toEqual({ loads: 1, changes: 1 });
    });
});
