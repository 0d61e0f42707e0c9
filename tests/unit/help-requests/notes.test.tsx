import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { notesOf } from '../../../mocks/db/help-requests';
import { server } from '../../../mocks/node';
import {
    AGENT_JAMES,
    answerAfterHandling,
    expectFailureSaid,
    holdRequests,
    recordRequests,
    settle,
    silenceExpectedErrors,
} from '../harness';
import { noteBox, openHelpRequests, sendButton, thread, threadNotes, withLongThread, withoutNotes } from './helpers';

const sent = recordRequests();
const notePosts = () => sent.filter(request => request.method === 'POST' && request.url === '/t/activitynotes');

silenceExpectedErrors();

const openDetail = async (id = withLongThread().Id) => {
    const opened = openHelpRequests(`/help-requests/${id}?agentId=101`);
    await screen.findByRole('heading', { level: 1, name: /help request$/ });
    return opened;
};

describe('help request detail', () => {
    it('shows the overview and the notes as a chat, oldest first, who wrote each and when', async () => {
        const request = withLongThread();
        await openDetail(request.Id);
        const overview = screen.getByRole('region', { name: 'Overview' });
        expect(within(overview).getByText(request.ActivityTypeName)).toBeInTheDocument();
        expect(within(overview).getByText(request.IsCompleted ? 'Completed' : 'In progress')).toBeInTheDocument();
        await waitFor(() => expect(threadNotes()).toHaveLength(notesOf(request).length));
        const notes = notesOf(request);
        const first = threadNotes()[0];
        expect(first).toHaveTextContent(notes[0].Note);
        const role = notes[0].IsCreatedByHubUser ? 'Hub user' : 'Agent';
        const name = notes[0].IsCreatedByHubUser ? notes[0].CreatedByHubUserName : notes[0].CreatedByName;
        expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(`${name} (${role})`);
        expect(first.querySelector('time')?.getAttribute('dateTime')).toBe(notes[0].DateCreated);
        expect(threadNotes().at(-1)).toHaveTextContent(notes.at(-1)!.Note);
    });

    it('says "No notes yet" for a request without notes, and its own error when the notes fail', async () => {
        await openDetail(withoutNotes().Id);
        expect(await screen.findByText('No notes yet')).toBeInTheDocument();
        server.use(http.get('*/t/activities/:id/notes', () => new HttpResponse(null, { status: 500 })));
        await openDetail();
        expect(await screen.findByText('Error loading notes')).toBeInTheDocument();
        expect(screen.getAllByRole('region', { name: 'Overview' }).length).toBeGreaterThan(0);
    });

    it('offers Try again for an overview or a thread that did not load, keeping the note being written', async () => {
        const request = withLongThread();
        server.use(
            http.get('*/t/activities/:id', () => new HttpResponse(null, { status: 500 }), { once: true }),
            http.get('*/t/activities/:id/notes', () => new HttpResponse(null, { status: 500 }), { once: true })
        );
        const { user } = openHelpRequests(`/help-requests/${request.Id}?agentId=101`);
        const overviewError = (await screen.findByText('Error loading help request')).closest('[role="alert"]');
        const notesError = (await screen.findByText('Error loading notes')).closest('[role="alert"]');
        await user.type(noteBox(), 'Half a note');
        await user.click(within(overviewError as HTMLElement).getByRole('button', { name: 'Try again' }));
        expect(await screen.findByRole('heading', { level: 1, name: /help request$/ })).toBeInTheDocument();
        await user.click(within(notesError as HTMLElement).getByRole('button', { name: 'Try again' }));
        await waitFor(() => expect(threadNotes()).toHaveLength(notesOf(request).length));
        expect(noteBox()).toHaveValue('Half a note');
    });

    it('keeps Send disabled until the note has text, spaces not counting; the box has 4 rows', async () => {
        const { user } = await openDetail();
        await waitFor(() => expect(threadNotes().length).toBeGreaterThan(0));
        expect(noteBox()).toHaveAttribute('rows', '4');
        expect(sendButton()).toBeDisabled();
        await user.type(noteBox(), '   ');
        await waitFor(() => expect(sendButton()).toBeDisabled());
        await user.type(noteBox(), 'Any news?');
        await waitFor(() => expect(sendButton()).toBeEnabled());
    });

    it('adds a note at once, marked as sending, posts ActivityId and Note, then shows it as saved', async () => {
        const request = withLongThread();
        const { user } = await openDetail(request.Id);
        await waitFor(() => expect(threadNotes()).toHaveLength(notesOf(request).length));
        const release = holdRequests('post', '*/t/activitynotes');
        await user.type(noteBox(), '  Please call me back.  ');
        await user.click(sendButton());
        // On screen before the server answered, and the box empty for the next note.
        await waitFor(() => expect(threadNotes()).toHaveLength(notesOf(request).length + 1));
        expect(threadNotes().at(-1)).toHaveTextContent('Please call me back.');
        expect(threadNotes().at(-1)).toHaveTextContent('Sending...');
        expect(noteBox()).toHaveValue('');
        release();
        await waitFor(() => expect(threadNotes().at(-1)).not.toHaveTextContent('Sending...'));
        expect(threadNotes().at(-1)).toHaveTextContent('Dana Demo (Hub user)');
        expect(notePosts()).toHaveLength(1);
        expect(await notePosts()[0].request.json()).toEqual({ ActivityId: request.Id, Note: 'Please call me back.' });
        expect(screen.queryByText('Failed to submit note')).not.toBeInTheDocument();
    });

    it('keeps a note the server took though its answer says nothing the portal reads ({}): no failure', async () => {
        const request = withLongThread();
        answerAfterHandling('post', '*/t/activitynotes', {});
        const { user, queryClient } = await openDetail(request.Id);
        await waitFor(() => expect(threadNotes()).toHaveLength(notesOf(request).length));
        await user.type(noteBox(), 'Taken without a word');
        await user.click(sendButton());
        await waitFor(() => expect(notePosts()).toHaveLength(1));
        await settle(queryClient);
        expect(screen.queryByText('Failed to submit note')).not.toBeInTheDocument();
        expect(threadNotes().at(-1)).toHaveTextContent('Taken without a word');
        expect(threadNotes().at(-1)).not.toHaveTextContent('Sending...');
        expect(noteBox()).toHaveValue('');
    });

    it("never sends a note to another portal's request, even when its overview failed and the box shows", async () => {
        // Maria Lopez's request, opened under James Carter; its overview answers 500, so the box is offered.
        server.use(http.get('*/t/activities/:id', () => new HttpResponse(null, { status: 500 })));
        const { user } = openHelpRequests(`/help-requests/${withLongThread().Id}?agentId=102`, AGENT_JAMES);
        expect(await screen.findByText('Error loading help request')).toBeInTheDocument();
        expect(await screen.findByText('Error loading notes')).toBeInTheDocument();
        await user.type(noteBox(), 'Meant for my own request');
        await user.click(sendButton());
        await expectFailureSaid('Failed to submit note');
        await waitFor(() => expect(noteBox()).toHaveValue('Meant for my own request'));
        expect(notePosts()).toEqual([]);
    });

    it('takes a failed note out of the thread, says so, and puts the text back in the box', async () => {
        const request = withLongThread();
        server.use(http.post('*/t/activitynotes', () => new HttpResponse(null, { status: 500 })));
        const { user } = await openDetail(request.Id);
        await waitFor(() => expect(threadNotes()).toHaveLength(notesOf(request).length));
        // The thread fetched again after the failure answers only when the test says so: the note leaves at once.
        const releaseThread = holdRequests('get', '*/t/activities/:id/notes');
        await user.type(noteBox(), 'This one will fail');
        await user.click(sendButton());
        // By its toast and by the box, beside Send.
        await expectFailureSaid('Failed to submit note');
        await waitFor(() => expect(noteBox()).toHaveValue('This one will fail'));
        await waitFor(() => expect(thread()).not.toHaveTextContent('This one will fail'));
        expect(threadNotes()).toHaveLength(notesOf(request).length);
        expect(sendButton()).toBeEnabled();
        releaseThread();
    });

    it('sends two notes written quickly one after the other: both land, in order', async () => {
        const request = withLongThread();
        const { user } = await openDetail(request.Id);
        await waitFor(() => expect(threadNotes()).toHaveLength(notesOf(request).length));
        const release = holdRequests('post', '*/t/activitynotes');
        await user.type(noteBox(), 'First note');
        await user.click(sendButton());
        await user.type(noteBox(), 'Second note');
        await user.click(sendButton());
        await waitFor(() => expect(threadNotes()).toHaveLength(notesOf(request).length + 2));
        expect(threadNotes().at(-2)).toHaveTextContent('First note');
        expect(threadNotes().at(-1)).toHaveTextContent('Second note');
        // The second waits for the first: one call on its way at a time.
        expect(notePosts()).toHaveLength(1);
        release();
        await waitFor(() => expect(notePosts()).toHaveLength(2));
        expect(await notePosts()[0].request.json()).toMatchObject({ Note: 'First note' });
        expect(await notePosts()[1].request.json()).toMatchObject({ Note: 'Second note' });
        await waitFor(() => expect(thread()).not.toHaveTextContent('Sending...'));
        expect(
            notesOf(request)
                .slice(-2)
                .map(note => note.Note)
        ).toEqual(['First note', 'Second note']);
        expect(threadNotes().at(-2)).toHaveTextContent('First note');
        expect(threadNotes().at(-1)).toHaveTextContent('Second note');
    });

    it('gives both texts back, in order, when two quick notes fail', async () => {
        let fail = () => undefined as void;
        const gate = new Promise<void>(resolve => (fail = resolve));
        server.use(
            http.post('*/t/activitynotes', async () => {
                await gate;
                return new HttpResponse(null, { status: 503 });
            })
        );
        const { user } = await openDetail();
        await waitFor(() => expect(threadNotes().length).toBeGreaterThan(0));
        await user.type(noteBox(), 'One');
        await user.click(sendButton());
        await user.type(noteBox(), 'Two');
        await user.click(sendButton());
        await waitFor(() => expect(thread()).toHaveTextContent('Two'));
        fail();
        await waitFor(() => expect(noteBox()).toHaveValue('One\n\nTwo'));
        expect(thread()).not.toHaveTextContent('Sending...');
    });

    it('keeps the note on a 401: out of the thread, back in the box, the session dialog instead of a toast', async () => {
        server.use(http.post('*/t/activitynotes', () => new HttpResponse(null, { status: 401 })));
        const { user, history } = await openDetail();
        await waitFor(() => expect(threadNotes().length).toBeGreaterThan(0));
        const path = history.location.pathname;
        await user.type(noteBox(), 'Written before the session ran out');
        await user.click(sendButton());
        await waitFor(() => expect(noteBox()).toHaveValue('Written before the session ran out'));
        expect(history.location.pathname).toBe(path);
        expect(screen.queryByText('Failed to submit note')).not.toBeInTheDocument();
    });

    it('keeps a note that fails after the person left the request, and puts it in the box when they come back', async () => {
        const request = withLongThread();
        let fail = () => undefined as void;
        const gate = new Promise<void>(resolve => (fail = resolve));
        server.use(
            http.post('*/t/activitynotes', async () => {
                await gate;
                return new HttpResponse(null, { status: 500 });
            })
        );
        const { user, history } = await openDetail(request.Id);
        await waitFor(() => expect(threadNotes().length).toBeGreaterThan(0));
        await user.type(noteBox(), 'Sent on the way out');
        await user.click(sendButton());
        await user.click(screen.getByRole('link', { name: 'Back to help requests' }));
        await waitFor(() => expect(history.location.pathname).toBe('/help-requests'));
        fail();
        expect(await screen.findByText('Failed to submit note')).toBeInTheDocument();
        // Not in any box meanwhile: it waits for the request's box.
        act(() => history.push(`/help-requests/${request.Id}`));
        await waitFor(() => expect(noteBox()).toHaveValue('Sent on the way out'));
        await waitFor(() => expect(sendButton()).toBeEnabled());
        // The toast is still there (an error stays until closed), and the box says it too.
        await expectFailureSaid('Failed to submit note');
    });
});
