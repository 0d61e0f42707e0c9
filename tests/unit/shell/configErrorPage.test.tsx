import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_CONFIG_FILE } from '../../../mocks/demoConfig';
import { server } from '../../../mocks/node';
import { config } from '../../../src/config';
import type { ConfigFailure } from '../../../src/startup/runtimeConfig';
import { startWhenConfigured } from '../../../src/startup/startWhenConfigured';
import type { Language } from '../../../i18n/language';

/** main.tsx's start, shown in the test's screen: the app itself stands in as a marker. */
const start = async (failure: ConfigFailure | undefined, language: Language = 'en') => {
    const startApp = vi.fn();
    const { rerender } = render(<p>loading</p>);
    await startWhenConfigured({ settings: Promise.resolve(failure), language, show: rerender, startApp });
    return startApp;
};

/** The page's heading, once the page has rendered. */
const heading = () => screen.findByRole('heading', { level: 1 });

describe('the page shown when config.json is wrong', () => {
    it('names each bad setting and what it must be', async () => {
        const startApp = await start({
            kind: 'invalid',
            problems: [
                { key: 'quickLinks.analyticsUrl', expected: 'httpsUrl' },
                { key: 'privacyPolicyURL', expected: 'unknown' },
                { key: 'fallbackManager.phone', expected: 'text', missing: true },
            ],
        });
        expect(await heading()).toHaveTextContent('The portal cannot start');
        expect(screen.getByText('Some settings in its settings file (config.json) are not valid:')).toBeVisible();
        const problems = screen.getAllByRole('listitem').map(item => item.textContent);
        expect(problems).toEqual([
            '"quickLinks.analyticsUrl": expected an https address.',
            '"privacyPolicyURL" is not a setting: check its spelling.',
            'Missing "fallbackManager.phone": this deployment must set it to a text that is not empty.',
        ]);
        expect(document.title).toBe('The portal cannot start · Producer Hub');
        expect(startApp).not.toHaveBeenCalled();
    });

    it('speaks Spanish to a Spanish reader', async () => {
        await start(
            {
                kind: 'invalid',
                problems: [
                    { key: 'maxUploadMb', expected: 'positiveNumber' },
                    { key: 'privacyPolicyUrl', expected: 'url', missing: true },
                ],
            },
            'es'
        );
        expect(await heading()).toHaveTextContent('El portal no puede iniciarse');
        expect(screen.getAllByRole('listitem').map(item => item.textContent)).toEqual([
            '"maxUploadMb": se esperaba un número mayor que 0.',
            'Falta "privacyPolicyUrl": esta instalación debe indicar una dirección http o https.',
        ]);
        expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeEnabled();
    });

    it.each([
        [{ kind: 'missing' }, 'Its settings file (config.json) was not found on the server.'],
        [{ kind: 'unreadable' }, 'Its settings file (config.json) could not be read: it is not valid JSON.'],
        [{ kind: 'status', status: 502 }, 'The server answered with error 502.'],
        [{ kind: 'invalid', problems: [{ key: '', expected: 'group' }] }, 'The file must hold one JSON object'],
    ] as const)('says why for %j', async (failure, text) => {
        await start(failure);
        expect(await screen.findByText(text, { exact: false })).toBeVisible();
    });

    it('after a network failure, tries again on request and starts the app once the file reads well', async () => {
        let asked = 0;
        server.use(
            http.get('*/config.json', () => {
                asked += 1;
                return asked === 1 ? HttpResponse.error() : HttpResponse.json({ ...DEMO_CONFIG_FILE, maxUploadMb: 3 });
            })
        );
        const startApp = await start({ kind: 'network' });
        expect(
            await screen.findByText(
                'Its settings file (config.json) could not be loaded. Check your connection and try again.'
            )
        ).toBeVisible();
        const user = userEvent.setup();
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        // Still failing: the page stays, ready for another try.
        expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
        expect(startApp).not.toHaveBeenCalled();
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        await vi.waitFor(() => expect(startApp).toHaveBeenCalledOnce());
        expect(asked).toBe(2);
        expect(config.maxUploadMb).toBe(3);
    });

    it('starts the app at once when the file reads well', async () => {
        expect(await start(undefined)).toHaveBeenCalledOnce();
        expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    });
});
