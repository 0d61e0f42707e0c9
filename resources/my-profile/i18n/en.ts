/** The profile area's texts in English, merged under `resources.my-profile` (same keys in both languages: a test checks it). */
const myProfile = {
    name: 'Profile',
    title: 'My profile',
    intro: {
        agent: 'Your details as an agent. Fields marked * are required.',
        agency: "Your agency's details. Fields marked * are required.",
    },
    sections: {
        name: 'Name',
        contact: 'Phone and address',
    },
    fields: {
        FirstName: 'First name',
        MiddleName: 'Middle name',
        LastName: 'Last name',
        Nickname: 'Nickname',
        Name: 'Agency name',
        Phone: 'Phone',
        Address1: 'Address line 1',
        Address2: 'Address line 2',
        City: 'City',
        StateName: 'State',
        ZipCode: 'ZIP code',
    },
    hints: {
        phone: '10 digits, for example (555) 123-4567',
        zip: '5 digits, or 9 as ZIP+4 (12345-6789)',
    },
    validation: {
        zip: 'Enter a ZIP code of 5 or 9 digits',
    },
    actions: {
        save: 'Save profile',
        backToProfile: 'Back to my profile',
        home: 'Go to the dashboard',
    },
    success: {
        title: 'Profile submitted',
        message: 'Your profile changes were submitted successfully.',
        noSummaryTitle: 'Profile submission',
        noSummary: 'Could not complete navigation after submission. Please return to your profile.',
    },
    messages: {
        loadError: 'There was an error loading your profile.',
        submitting: 'Submitting profile...',
        submitFailed: 'Failed to submit profile',
    },
};

export default myProfile;
export type MyProfileTexts = typeof myProfile;
