import appSubmission from '../app-submission/i18n/es';
import type { EnrollmentsTexts } from './en';

/** The enrollments area's texts in Spanish, merged under `resources.enrollments`. */
const enrollments: EnrollmentsTexts = { appSubmission };

export default enrollments;
