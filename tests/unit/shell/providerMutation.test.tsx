import { useEffect, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, HttpError, testDataProvider, useNotify, type DataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { sessionExpiry } from '../../../src/auth/sessionExpiry';
import { MalformedAnswerError } from '../../../src/api/httpClient';
import { SessionExpiredDialog } from '../../../src/components/SessionExpiredDialog';
import { useFileDownload } from '../../../src/components/useFileDownload';
import { useCreateMutation, useProviderMutation } from '../../../src/api/useProviderMutation';
import { AppNotification } from '../../../src/layout/AppNotification';
import { expectLoggedErrors, signInAs } from '../harness';

const MESSAGES = {
    pending: 'resources.e-and-os.messages.submitting',
    success: 'resources.e-and-os.messages.success',
    error: 'messages.errors.generic',
};

interface Methods {
    sendNote: (note: { text: string; file?: File }) => Promise<{ id: number }>;
}

const NotifyOnMount = ({ message }: { message: string }) => {
    const notify = useNotify();
    useEffect(() => notify(message, { type: 'error', messageArgs: { _: message } }), [notify, message]);
    return null;
};

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

/** A form with a text and a file, sent through the hook on the raw provider. */
const NoteForm = () => {
    const [text, setText] = useState('');
    const [file, setFile] = useState<File>();
    const { run, running } = useProviderMutation<Methods, { text: string; file?: File }, { id: number }>(
        (provider, note) => provider.sendNote(note),
        { messages: MESSAGES }
    );
    return (
        <form
            onSubmit={event => {
                event.preventDefault();
                void run({ text, file });
            }}
        >
            <label htmlFor="note">Note</label>
            <input id="note" value={text} onChange={event => setText(event.target.value)} />
            <label htmlFor="file">File</label>
            <input id="file" type="file" onChange={event => setFile(event.target.files?.[0])} />
            <p data-testid="file">{file?.name ?? ''}</p>
            <button type="submit" disabled={running}>
                Send
            </button>
        </form>
    );
};

const renderWith = (children: React.ReactNode, dataProvider: Partial<DataProvider> & object) =>
    render(
        <MemoryRouter initialEntries={['/licenses/submission']}>
            <AdminContext
                dataProvider={testDataProvider(dataProvider)}
                authProvider={createAuthProvider()}
                i18nProvider={createI18nProvider('en')}
            >
                {children}
                <Where />
                <AppNotification />
                <SessionExpiredDialog />
            </AdminContext>
        </MemoryRouter>
    );

afterEach(() => {
    sessionExpiry.dismiss();
});

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByLabelText('Note'), 'Call me back');
    await user.upload(
        screen.getByLabelText('File'),
        new File(['%PDF-1.7'], 'license.pdf', { type: 'application/pdf' })
    );
};

describe('actions with toasts (useProviderMutation)', () => {
    it('shows the success toast only once the call succeeded', async () => {
        const user = userEvent.setup();
        const sendNote = vi.fn(async () => ({ id: 1 }));
        renderWith(<NoteForm />, { sendNote } as object);
        await fill(user);
        await user.click(screen.getByRole('button', { name: 'Send' }));
        expect(await screen.findByText('E&O submitted successfully')).toBeInTheDocument();
        expect(sendNote).toHaveBeenCalledWith(expect.objectContaining({ text: 'Call me back' }));
    });

    it.each([
        ['a 403 on this action', new HttpError('Failed to fetch: 403 Forbidden', 403)],
        ['a 500', new HttpError('Failed to fetch: 500 Internal Server Error', 500)],
        ['a malformed answer', new MalformedAnswerError('/t/notes', 'not JSON')],
        ['a network failure', new TypeError('Failed to fetch')],
    ])('shows the error toast, never success, and stays on the page after %s', async (_name, failure) => {
        expectLoggedErrors();
        const user = userEvent.setup();
        renderWith(<NoteForm />, { sendNote: () => Promise.reject(failure) } as object);
        await fill(user);
        await user.click(screen.getByRole('button', { name: 'Send' }));
        expect(await screen.findByText('Oops, something went wrong, try again later')).toBeInTheDocument();
        expect(screen.queryByText('E&O submitted successfully')).not.toBeInTheDocument();
        expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
        expect(screen.getByTestId('where')).toHaveTextContent('/licenses/submission');
        expect(screen.getByLabelText('Note')).toHaveValue('Call me back');
    });

    it('keeps what was typed, the file included, on a 401 and offers sign-in in a new tab', async () => {
        const user = userEvent.setup();
        const sendNote = vi
            .fn<Methods['sendNote']>()
            .mockRejectedValueOnce(new HttpError('Failed to fetch: 401 Unauthorized', 401))
            .mockResolvedValueOnce({ id: 2 });
        renderWith(<NoteForm />, { sendNote } as object);
        await fill(user);
        await user.click(screen.getByRole('button', { name: 'Send' }));
        const dialog = await screen.findByRole('dialog', { name: 'Your session has expired' });
        const signIn = screen.getByRole('link', { name: 'Sign in again (opens a new tab)' });
        expect(signIn).toHaveAttribute('target', '_blank');
        expect(signIn).toHaveAttribute(
            'href',
            `${window.location.origin}/account/login?returnUrl=${encodeURIComponent('/signed-in-again')}`
        );
        expect(dialog).toBeInTheDocument();
        expect(screen.queryByText('E&O submitted successfully')).not.toBeInTheDocument();
        expect(screen.queryByText('Oops, something went wrong, try again later')).not.toBeInTheDocument();
        // Nothing of the form went to storage to survive the expiry.
        expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Call me back');

        await user.click(screen.getByRole('button', { name: 'Back to the page' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(screen.getByLabelText('Note')).toHaveValue('Call me back');
        expect(screen.getByTestId('file')).toHaveTextContent('license.pdf');
        expect(screen.getByTestId('where')).toHaveTextContent('/licenses/submission');

        await user.click(screen.getByRole('button', { name: 'Send' }));
        expect(await screen.findByText('E&O submitted successfully')).toBeInTheDocument();
        expect(sendNote).toHaveBeenCalledTimes(2);
        expect(sendNote.mock.calls[1][0].file?.name).toBe('license.pdf');
    });

    it('sends one request for a double click', async () => {
        const user = userEvent.setup();
        let finish: (value: { id: number }) => void = () => undefined;
        const sendNote = vi.fn(() => new Promise<{ id: number }>(resolve => (finish = resolve)));
        renderWith(<NoteForm />, { sendNote } as object);
        const send = await screen.findByRole('button', { name: 'Send' });
        await user.dblClick(send);
        finish({ id: 3 });
        expect(await screen.findByText('E&O submitted successfully')).toBeInTheDocument();
        expect(sendNote).toHaveBeenCalledTimes(1);
    });

    it('runs create for submissions and resolves to the saved record', async () => {
        const user = userEvent.setup();
        const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 9 } }));
        const saved: unknown[] = [];
        const Submit = () => {
            const { run } = useCreateMutation('licenses', {
                messages: MESSAGES,
                onSuccess: record => saved.push(record),
            });
            return (
                <button type="button" onClick={() => run({ LicenseNumber: 'A1' })}>
                    Send
                </button>
            );
        };
        renderWith(<Submit />, { create } as unknown as DataProvider);
        await user.click(await screen.findByRole('button', { name: 'Send' }));
        expect(await screen.findByText('E&O submitted successfully')).toBeInTheDocument();
        expect(create).toHaveBeenCalledWith('licenses', { data: { LicenseNumber: 'A1' } });
        expect(saved).toEqual([{ LicenseNumber: 'A1', id: 9 }]);
    });
});

describe('a pending message', () => {
    /** A button that runs an action without a success toast (its page says it). */
    const SendWithoutSuccessToast = () => {
        const { run } = useProviderMutation<Methods, void, { id: number }>(
            provider => provider.sendNote({ text: 'x' }),
            { messages: { pending: MESSAGES.pending, error: MESSAGES.error } }
        );
        return (
            <button type="button" onClick={() => void run()}>
                Send
            </button>
        );
    };

    /**
     * Sends, and a minute passes while the call runs (the clock's timers moved on, far past a toast's own few
     * seconds): the pending message is still there. Then the call ends as `end` says.
     */
    const sendSlowly = async (
        end: (finish: (value: { id: number }) => void, fail: (error: unknown) => void) => void
    ) => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        let finish: (value: { id: number }) => void = () => undefined;
        let fail: (error: unknown) => void = () => undefined;
        const sendNote = vi.fn(
            () =>
                new Promise<{ id: number }>((resolve, reject) => {
                    finish = resolve;
                    fail = reject;
                })
        );
        renderWith(<SendWithoutSuccessToast />, { sendNote } as object);
        await user.click(await screen.findByRole('button', { name: 'Send' }));
        expect(await screen.findByText('Submitting E&O...')).toBeInTheDocument();
        act(() => vi.advanceTimersByTime(60_000));
        // What those timers set off (a toast closing) runs out too.
        act(() => vi.runOnlyPendingTimers());
        expect(screen.getByText('Submitting E&O...')).toBeInTheDocument();
        act(() => end(finish, fail));
    };

    const pendingGone = () => waitFor(() => expect(screen.queryByText('Submitting E&O...')).not.toBeInTheDocument());

    it('stays while its call runs and ends when it succeeds, with no success toast to replace it', async () => {
        await sendSlowly(finish => finish({ id: 1 }));
        await pendingGone();
    });

    it('ends when its session expired: only the dialog shows', async () => {
        await sendSlowly((_finish, fail) => fail(new HttpError('Failed to fetch: 401 Unauthorized', 401)));
        expect(await screen.findByRole('dialog', { name: 'Your session has expired' })).toBeInTheDocument();
        await pendingGone();
    });

    it('gives way to the failure toast', async () => {
        expectLoggedErrors();
        await sendSlowly((_finish, fail) => fail(new HttpError('Failed to fetch: 500 Internal Server Error', 500)));
        expect(await screen.findByText('Oops, something went wrong, try again later')).toBeInTheDocument();
        expect(screen.queryByText('Submitting E&O...')).not.toBeInTheDocument();
    });
});

describe('a file download that gets a 401', () => {
    it('offers sign-in and back instead of an error toast', async () => {
        signInAs();
        server.use(http.get('*/t/files/:fileId/downloadurl', () => new HttpResponse(null, { status: 401 })));
        const user = userEvent.setup();
        const Download = () => {
            const { run } = useFileDownload();
            return (
                <button type="button" onClick={() => run(5)}>
                    Download
                </button>
            );
        };
        renderWith(<Download />, {});
        await user.click(await screen.findByRole('button', { name: 'Download' }));
        expect(await screen.findByRole('dialog', { name: 'Your session has expired' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Sign in again (opens a new tab)' })).toBeInTheDocument();
        expect(screen.queryByText('Error downloading file. Please try again later.')).not.toBeInTheDocument();
    });
});

/** Notifies once, on mount, as a caller of useNotify does. */
const Notify = ({
    message,
    type,
    autoHideDuration,
}: {
    message: string;
    type: 'error' | 'success';
    autoHideDuration?: number;
}) => {
    const notify = useNotify();
    useEffect(() => notify(message, { type, autoHideDuration }), [notify, message, type, autoHideDuration]);
    return null;
};

describe('how long a toast stays', () => {
    const renderToast = (toast: Parameters<typeof Notify>[0], language: 'en' | 'es' = 'en') => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
        render(
            <AdminContext i18nProvider={createI18nProvider(language)}>
                <Notify {...toast} />
                <AppNotification />
            </AdminContext>
        );
        return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    };
    /** A minute passes, far past any toast's own few seconds, and what those timers set off runs out too. */
    const aMinutePasses = () => {
        act(() => vi.advanceTimersByTime(60_000));
        act(() => vi.runOnlyPendingTimers());
    };

    afterEach(() => vi.useRealTimers());

    it.each([
        ['en', 'Close'],
        ['es', 'Cerrar'],
    ] as const)('an error stays until it is closed by its button (%s: %s)', async (language, close) => {
        const user = renderToast({ message: 'resources.my-profile.messages.submitFailed', type: 'error' }, language);
        const toast = await screen.findByRole('alert');
        aMinutePasses();
        expect(toast).toBeInTheDocument();
        await user.click(within(toast).getByRole('button', { name: close }));
        await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    });

    it('an error stays whatever time its caller asked for (a copied link’s failure asked for 2 seconds)', async () => {
        renderToast({ message: 'messages.errors.generic', type: 'error', autoHideDuration: 2000 });
        const toast = await screen.findByRole('alert');
        aMinutePasses();
        expect(toast).toBeInTheDocument();
    });

    it('a success closes after its few seconds', async () => {
        renderToast({ message: 'resources.e-and-os.messages.success', type: 'success' });
        expect(await screen.findByRole('alert')).toHaveTextContent('E&O submitted successfully');
        aMinutePasses();
        await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    });
});

describe('toasts', () => {
    it('show catalogue texts only: a raw error message becomes the generic error, in Spanish too', async () => {
        const { unmount } = render(
            <AdminContext i18nProvider={createI18nProvider('es')}>
                <NotifyOnMount message="Failed to fetch: 500 Internal Server Error" />
                <AppNotification />
            </AdminContext>
        );
        expect(
            await screen.findByText('Lo sentimos, algo salió mal. Inténtelo de nuevo más tarde')
        ).toBeInTheDocument();
        expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
        unmount();
        render(
            <AdminContext i18nProvider={createI18nProvider('en')}>
                <NotifyOnMount message="common.files.downloadSuccess" />
                <AppNotification />
            </AdminContext>
        );
        expect(await screen.findByRole('alert')).not.toHaveTextContent(/something went wrong/);
    });
});
