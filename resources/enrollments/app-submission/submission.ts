import { today } from '../../../src/forms/dates';
import { firstOfNextMonth } from './dates';
import type { AppSubmission, AppSubmissionForm } from './types';

export const emptyForm = (agentId: string): AppSubmissionForm => ({
    AgentId: agentId,
    FirstName: '',
    LastName: '',
    DateOfBirth: '',
    StateId: '',
    CountyId: '',
    SSN: '',
    MbiNumber: '',
    MedicaidNumber: '',
    MedicareADate: '',
    MedicareBDate: '',
    DateAgentSignedApplication: today(),
    EffectiveDate: firstOfNextMonth(),
    PolicyTypeId: '',
    InsurerId: '',
    ProductId: '',
    files: [],
});

const id = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);
export const text = (value: string | null | undefined) => (value ?? '').trim();
const optional = (value: string | null) => (text(value) === '' ? null : text(value));

/** The metadata sent: ids as numbers, SSN and MBI as kept by their inputs (no dashes), blanks as null. */
export const toSubmission = (values: AppSubmissionForm): AppSubmission => ({
    AgentId: id(values.AgentId),
    FirstName: text(values.FirstName),
    LastName: text(values.LastName),
    DateOfBirth: optional(values.DateOfBirth),
    StateId: id(values.StateId),
    CountyId: id(values.CountyId),
    SSN: optional(values.SSN.replace(/\D/g, '')),
    MbiNumber: optional(values.MbiNumber.replace(/[^0-9A-Za-z]/g, '').toUpperCase()),
    MedicaidNumber: optional(values.MedicaidNumber),
    MedicareADate: optional(values.MedicareADate),
    MedicareBDate: optional(values.MedicareBDate),
    DateAgentSignedApplication: text(values.DateAgentSignedApplication),
    EffectiveDate: text(values.EffectiveDate),
    PolicyTypeId: id(values.PolicyTypeId),
    InsurerId: id(values.InsurerId),
    ProductId: id(values.ProductId),
});
