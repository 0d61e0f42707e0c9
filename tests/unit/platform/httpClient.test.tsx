import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import * as z from 'zod/mini';
import {
    buildQuery,
    downloadEncodedFile,
    EARLY_ANSWER_LIFETIME_MS,
    MalformedAnswerError,
    request,
    startEarly,
    submit,
} from '../../../src/api/httpClient';
import { recordRequests } from '../harness';

const sent = recordRequests();
const requests = () => sent.map(entry => entry.request);

describe('the HTTP client', () => {
    it('sends the XSRF header from its cookie, the client id header and the session cookie', async () => {
        document.cookie = 'XSRF-TOKEN=token-123; Path=/';
        server.use(http.get('*/t/echo', () => HttpResponse.json({ ok: true })));
        await request('/t/echo');
        expect(requests()[0].headers.get('X-XSRF-TOKEN')).toBe('token-123');
        expect(requests()[0].headers.get('X-Client-Id')).toBe('producer-hub-web');
        expect(requests()[0].credentials).toBe('include');
    });

    it('marks paged requests and builds the query from defined values only', async () => {
        server.use(http.get('*/t/echo', () => HttpResponse.json({ Data: [], Total: 0 })));
        await request('/t/echo', {
            paged: true,
            query: { page: 2, pageSize: 25, sort: 'agent_name-asc', empty: '', none: undefined },
        });
        expect(new URL(requests()[0].url).search).toBe('?page=2&pageSize=25&sort=agent_name-asc');
        expect(requests()[0].headers.get('X-Paged')).toBe('1');
    });

    it('sends objects as JSON and FormData as multipart', async () => {
        server.use(http.post('*/t/echo', () => new HttpResponse(null, { status: 204 })));
        await submit('/t/echo', { method: 'POST', body: { Note: 'hello' } });
        const form = new FormData();
        form.append('license', new Blob([JSON.stringify({ LicenseNumber: '1' })], { type: 'application/json' }));
        await submit('/t/echo', { method: 'POST', body: form });
        expect(requests()[0].headers.get('Content-Type')).toBe('application/json');
        expect(await requests()[0].json()).toEqual({ Note: 'hello' });
        expect(requests()[1].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
        const sentForm = await requests()[1].formData();
        expect(JSON.parse(await (sentForm.get('license') as Blob).text())).toEqual({ LicenseNumber: '1' });
    });

    it("raises any non-OK answer as HttpError 'Failed to fetch: {status} {text}' keeping status and body", async () => {
        server.use(
            http.get('*/t/broken', () =>
                HttpResponse.json({ errors: { Name: 'Required' } }, { status: 400, statusText: 'Bad Request' })
            )
        );
        const error = await request('/t/broken').catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).message).toBe('Failed to fetch: 400 Bad Request');
        expect((error as HttpError).status).toBe(400);
        expect((error as HttpError).body).toEqual({ errors: { Name: 'Required' } });
    });

    it('turns a base64 file answer into a download with its own file name', async () => {
        server.use(
            http.get('*/t/file', () =>
                HttpResponse.json({
                    FileContents: btoa('a,b\n1,2'),
                    ContentType: 'text/csv',
                    FileDownloadName: 'Report 2026.csv',
                })
            )
        );
        const created: Blob[] = [];
        vi.spyOn(URL, 'createObjectURL').mockImplementation(blob => {
            created.push(blob as Blob);
            return 'blob:report';
        });
        vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
        const clicked: HTMLAnchorElement[] = [];
        vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            clicked.push(this);
        });
        await expect(downloadEncodedFile('/t/file')).resolves.toBe('Report 2026.csv');
        expect(clicked[0].download).toBe('Report 2026.csv');
        expect(await created[0].text()).toBe('a,b\n1,2');
        expect(created[0].type).toBe('text/csv');
    });

    it('repeats array values under one key', () => {
        expect(buildQuery({ ids: [1, 2], flag: true })).toBe('?ids=1&ids=2&flag=true');
        expect(buildQuery({})).toBe('');
    });
});

describe('a submission (one rule for all of them)', () => {
    const saved = z.object({ Id: z.number() });
    const answering = (answer: () => Response) => server.use(http.post('*/t/submit', answer));
    const jsonText = (text: string) =>
        new HttpResponse(text, { status: 200, headers: { 'Content-Type': 'application/json' } });

    it.each([
        ['no body', () => new HttpResponse(null, { status: 204 })],
        ['{}', () => HttpResponse.json({})],
        ['null', () => HttpResponse.json(null)],
        ['another shape', () => HttpResponse.json([{ Id: 'seven' }])],
        ['a body that is not JSON', () => jsonText('{"Id": 7,')],
    ])(
        'taken by a 2xx whatever its body (%s): what the page reads is then missing, not failed',
        async (_body, answer) => {
            answering(answer);
            await expect(submit('/t/submit', { method: 'POST', body: {}, reads: saved })).resolves.toBeUndefined();
            await expect(submit('/t/submit', { method: 'POST', body: {} })).resolves.toBeUndefined();
        }
    );

    it('reads what the page needs when the answer has it', async () => {
        answering(() => HttpResponse.json({ Id: 7, Extra: true }));
        await expect(submit('/t/submit', { method: 'POST', body: {}, reads: saved })).resolves.toEqual({ Id: 7 });
    });

    it.each([400, 403, 404, 409, 500, 503])('refused by a %i, with its status and body', async status => {
        answering(() => HttpResponse.json({ errors: { Name: ['Required'] } }, { status }));
        const error = await submit('/t/submit', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({ status, body: { errors: { Name: ['Required'] } } });
    });

    it('refused by any other status than the one its call names (a 201 or 204 where only a 200 will do)', async () => {
        answering(() => HttpResponse.json({ Id: 7 }, { status: 201 }));
        await expect(submit('/t/submit', { method: 'POST', body: {}, successStatus: 200 })).rejects.toMatchObject({
            status: 201,
        });
        answering(() => HttpResponse.json({}));
        await expect(submit('/t/submit', { method: 'POST', body: {}, successStatus: 200 })).resolves.toBeUndefined();
    });

    it('while a read still refuses an answer it cannot use', async () => {
        server.use(http.get('*/t/read', () => HttpResponse.json({})));
        await expect(request('/t/read', { schema: saved })).rejects.toBeInstanceOf(MalformedAnswerError);
    });
});

describe('early answers (a page’s first call started with the sign-in calls)', () => {
    it('the same call started again keeps its own lifetime when the earlier one’s ends', async () => {
        server.use(http.get('*/t/echo', () => HttpResponse.json({ ok: true })));
        const timers = vi.spyOn(globalThis, 'setTimeout');
        const lifetimeEnds = () =>
            timers.mock.calls.filter(([, ms]) => ms === EARLY_ANSWER_LIFETIME_MS).map(([end]) => end as () => void);
        startEarly(() => request('/t/echo'));
        await request('/t/echo');
        // A later visit starts the same call early, then the first visit's answer comes to the end of its life.
        startEarly(() => request('/t/echo'));
        lifetimeEnds()[0]();
        await request('/t/echo');
        expect(requests()).toHaveLength(2);
        timers.mockRestore();
    });
});
