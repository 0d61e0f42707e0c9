import { describe, expect, it } from 'vitest';
import { loadAreaTexts, noteAsked, onRedrawAsked } from '../../../i18n/catalogues';

const textsOf = (title: string, counter?: { loads: number }) => ({
    en: async () => {
        if (counter) counter.loads += 1;
        return { default: { title } };
    },
    es: async () => ({ default: { title: `${title} (es)` } }),
});

/** How often the texts on screen are drawn again while `run` goes. */
const redrawsDuring = async (run: () => Promise<unknown>) => {
    let redraws = 0;
    const stop = onRedrawAsked(() => (redraws += 1));
    await run();
    stop();
    return redraws;
};

describe("an area's texts", () => {
    it('load once and redraw the texts once, in English, however many ask at once, when one was asked early', async () => {
        const counter = { loads: 0 };
        const loaders = textsOf('Title', counter);
        noteAsked('resources.onceArea.title', 'en');
        const redraws = await redrawsDuring(() =>
            Promise.all([loadAreaTexts('onceArea', loaders, 'en'), loadAreaTexts('onceArea', loaders, 'en')])
        );
        expect({ loads: counter.loads, redraws }).toEqual({ loads: 1, redraws: 1 });
    });

    it('arrive without redrawing the screen when nothing asked for them first (pages and cards wait for theirs)', async () => {
        noteAsked('resources.otherArea.title', 'en');
        const redraws = await redrawsDuring(() => loadAreaTexts('quietArea', textsOf('Quiet'), 'en'));
        expect(redraws).toBe(0);
    });

    it('redraw for a text asked in Spanish while only the English had come', async () => {
        await loadAreaTexts('halfArea', textsOf('Half'), 'en');
        noteAsked('resources.halfArea.title', 'es');
        const redraws = await redrawsDuring(() => loadAreaTexts('halfArea', textsOf('Half'), 'es'));
        expect(redraws).toBe(1);
    });
});
