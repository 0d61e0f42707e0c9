import { defineApiArea } from '../../src/api/dataProvider';
import { appSubmissionMethods } from './app-submission/api';

/** The enrollments area's calls (app submission: see app-submission/api.ts). */
export const enrollmentsApi = defineApiArea('enrollments', {}, { ...appSubmissionMethods });
