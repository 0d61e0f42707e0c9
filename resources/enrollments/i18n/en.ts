import appSubmission from '../app-submission/i18n/en';

/** The enrollments area's texts in English, merged under `resources.enrollments`. */
const enrollments = { appSubmission };

export default enrollments;
export type EnrollmentsTexts = typeof enrollments;
