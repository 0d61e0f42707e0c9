/** The help requests area's texts in English, under `resources.help-requests` (same keys in Spanish: a test checks it). */
const helpRequests = {
    name: 'Help request |||| Help requests',
    fields: {
        ActivityTypeName: 'Type',
        Description: 'Description',
        CreatedDateTime: 'Created',
        DueDateTime: 'Due',
        LastUpdated: 'Last updated',
        IsCompleted: 'Status',
        ActivityTypeId: 'Type of request',
        Note: 'Note',
    },
    status: {
        inProgress: 'In progress',
        completed: 'Completed',
        sending: 'Sending...',
    },
    list: {
        title: 'Help requests',
        table: 'Help requests',
        open: 'Open help request: %{type}, created %{date}',
        create: 'New help request',
        noDueDate: 'None',
    },
    detail: {
        back: 'Back to help requests',
        title: '%{type} help request',
        untitled: 'Help request',
        overview: 'Overview',
        notes: 'Notes',
        thread: 'Notes, oldest first',
        hubUser: 'Hub user',
        agent: 'Agent',
        author: '%{name} (%{role})',
        unknownAuthor: 'Unknown',
        sentAt: 'Written %{time}',
        sending: 'Sending...',
        noteHelp: 'Your note is added to the thread and seen by the team handling the request.',
        send: 'Send note',
    },
    create: {
        title: 'New help request',
        intro: 'Tell us what you need help with. Both fields are required.',
        send: 'Submit help request',
        cancel: 'Cancel',
    },
    messages: {
        noneFound: 'No help requests found',
        loadError: 'Error loading help requests',
        detailLoadError: 'Error loading help request',
        notFound: 'This help request could not be found. It may have been removed, or the address may be wrong.',
        notesLoadError: 'Error loading notes',
        noNotes: 'No notes yet',
        typesLoadError: 'Error loading types',
        noTypes: 'No types of help request are available',
        submitSuccess: 'Help request submitted successfully',
        submitFailed: 'Failed to submit help request',
        noteFailed: 'Failed to submit note',
    },
};

export default helpRequests;
export type HelpRequestsTexts = typeof helpRequests;
