import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { server } from '../../../mocks/node';
import { downloadEncodedFile, MalformedAnswerError, request } from '../../../src/api/httpClient';

const jsonText = (text: string, status = 200) =>
    new HttpResponse(text, { status, headers: { 'Content-Type': 'application/json' } });

describe('answers the portal cannot use', () => {
    it('raises MalformedAnswerError, with no status, for a 200 whose JSON does not parse', async () => {
        server.use(http.get('*/t/odd', () => jsonText('{"Data": [')));
        const error = await request('/t/odd').catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(MalformedAnswerError);
        expect(error).not.toHaveProperty('status');
    });

    it('keeps the raw text as the body of an error answer that is not JSON', async () => {
        server.use(http.get('*/t/odd', () => jsonText('<html>gateway</html>', 502)));
        const error = await request('/t/odd').catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).body).toBe('<html>gateway</html>');
    });

    it('checks the answer against the schema given, and returns what the schema outputs', async () => {
        const schema = z.object({ Id: z.number(), Name: z.string() });
        server.use(http.get('*/t/good', () => HttpResponse.json({ Id: 1, Name: 'A', Extra: true })));
        await expect(request('/t/good', { schema })).resolves.toEqual({ Id: 1, Name: 'A' });
        for (const body of [{}, null, { Id: '1', Name: 'A' }, []]) {
            server.use(http.get('*/t/bad', () => HttpResponse.json(body)));
            await expect(request('/t/bad', { schema })).rejects.toBeInstanceOf(MalformedAnswerError);
        }
    });

    it('never saves a download whose answer is not a file', async () => {
        const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
        for (const body of [{}, null, { FileContents: '***', ContentType: 'text/csv', FileDownloadName: 'a.csv' }]) {
            server.use(http.get('*/t/file', () => HttpResponse.json(body)));
            await expect(downloadEncodedFile('/t/file')).rejects.toBeInstanceOf(MalformedAnswerError);
        }
        server.use(http.get('*/t/file', () => new HttpResponse(null, { status: 401, statusText: 'Unauthorized' })));
        await expect(downloadEncodedFile('/t/file')).rejects.toMatchObject({ status: 401 });
        expect(click).not.toHaveBeenCalled();
    });
});
