import type { AppSubmissionForm } from './types';
import { lastFour } from './masks';
import { text } from './submission';
import { pageState } from '../../../src/pageState';

export interface SummaryRow {
    label: string;
    value: string;
    /** A calendar date to format in the reader's language. */
    date?: boolean;
}

export interface SubmissionSummary {
    rows: SummaryRow[];
    files: string[];
}

// Handed to the success page in memory only: never in the URL, the history state or any storage.
let last: SubmissionSummary | undefined;

export const submissionSummary = {
    keep: (summary: SubmissionSummary) => {
        last = summary;
    },
    read: () => last,
    forget: () => {
        last = undefined;
    },
};
pageState.register(submissionSummary.forget);

const L = 'resources.enrollments.appSubmission.fields';

// So its last 4 characters are the year.
const usDate = (value: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
};

export const summarize = (
    values: AppSubmissionForm,
    nameOf: (field: 'AgentId' | 'StateId' | 'CountyId' | 'PolicyTypeId' | 'InsurerId' | 'ProductId') => string,
    withAgent: boolean
): SubmissionSummary => {
    const masked = (value: string) => (value ? lastFour(value) : '');
    const rows: SummaryRow[] = [
        ...(withAgent ? [{ label: `${L}.AgentId`, value: nameOf('AgentId') }] : []),
        { label: `${L}.FirstName`, value: text(values.FirstName) },
        { label: `${L}.LastName`, value: text(values.LastName) },
        { label: `${L}.DateOfBirth`, value: masked(usDate(text(values.DateOfBirth))) },
        { label: `${L}.SSN`, value: masked(values.SSN) },
        { label: `${L}.MbiNumber`, value: masked(values.MbiNumber) },
        { label: `${L}.MedicaidNumber`, value: masked(text(values.MedicaidNumber)) },
        { label: `${L}.MedicareADate`, value: text(values.MedicareADate), date: true },
        { label: `${L}.MedicareBDate`, value: text(values.MedicareBDate), date: true },
        { label: `${L}.StateId`, value: nameOf('StateId') },
        { label: `${L}.CountyId`, value: nameOf('CountyId') },
        { label: `${L}.PolicyTypeId`, value: nameOf('PolicyTypeId') },
        { label: `${L}.InsurerId`, value: nameOf('InsurerId') },
        { label: `${L}.ProductId`, value: nameOf('ProductId') },
        { label: `${L}.DateAgentSignedApplication`, value: text(values.DateAgentSignedApplication), date: true },
        { label: `${L}.EffectiveDate`, value: text(values.EffectiveDate), date: true },
    ];
    return { rows, files: values.files.map(picked => picked.file.name) };
};
