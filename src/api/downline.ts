import type { DataProvider, Identifier } from 'react-admin';
import { readAllPages } from './readAllPages';
import type { ContractCertification, License, PolicyTypeRef } from './wire';

/**
 * What the views over an agency's whole downline (the expiry forecast, renewals at risk) read of the producers
 * area's resources, through the one data provider (areas never import each other; the wire format stays in the
 * producers area's api.ts): the downline contract rows of a status, the pages one after the other, and one
 * producer's licenses, kept for the session under one key, so a producer checked by one view is not asked again
 * by the other.
 */

/**
 * A list answer that holds less than its query matched: the API's "too many results" flag (`meta.tooManyResults`,
 * set by the downline contract rows past 10,000, as the producers list shows it) or a total above the rows
 * read (a one-page read of 10,000 rows of a list that has more). What is built from it may be incomplete.
 */
export const wasCapped = (answer: { data?: readonly unknown[]; total?: number; meta?: unknown } | undefined) => {
    if (!answer?.data) return false;
    const meta = answer.meta as { tooManyResults?: unknown } | undefined;
    return meta?.tooManyResults === true || (answer.total ?? 0) > answer.data.length;
};

/** One downline contract row (GET /t/v2/agencies/{id}/downlineagentcontracts), the fields these views read. */
export interface DownlineContractRow {
    id: Identifier;
    agent_id: Identifier;
    insurer_name: string;
    policy_types?: PolicyTypeRef[] | null;
    contract_certifications?: ContractCertification[] | null;
}

export type DownlineContractStatus = 'Active' | 'Pending' | 'Terminated';

/** The rows a call asks for (the API's largest page). */
const CONTRACT_PAGE = 100;

/**
 * Every downline contract row of the agency with a status; `capped` when the API said it
 * lists only part of them (its 10,000-row limit).
 */
export const readDownlineContracts = async (
    api: DataProvider,
    status: DownlineContractStatus,
    signal?: AbortSignal
) => {
    let capped = false;
    const rows = await readAllPages(async page => {
        const answer = await api.getList<DownlineContractRow>('producers/contracts', {
            pagination: { page, perPage: CONTRACT_PAGE },
            sort: { field: 'agent_name', order: 'ASC' },
            filter: { Status: status },
            signal,
        });
        capped ||= wasCapped({ data: answer.data, meta: answer.meta });
        return { rows: answer.data, total: answer.total };
    }, CONTRACT_PAGE);
    return { rows, capped };
};

/** A producer of the downline, as a run over it names one. */
export interface DownlineProducer {
    id: Identifier;
    name: string;
}

/** What these views read of a producer (the producer detail): its licenses, and its NPN, which tells namesakes apart. */
export interface ProducerLicenses {
    licenses: License[];
    npn?: string;
}

/** The keys of the producers' licenses the portal's cache holds. */
export const producerLicensesOf = () => ['producerLicenses'];

/** The key of a producer's licenses, for every view of the portal that checks producers. */
export const producerLicensesKey = (producer: Pick<DownlineProducer, 'id'>) => [
    ...producerLicensesOf(),
    String(producer.id),
];

/** One producer's licenses; the signal aborts the call when the run is cancelled. */
export const loadProducerLicenses = async (
    api: DataProvider,
    producer: Pick<DownlineProducer, 'id'>,
    signal: AbortSignal
): Promise<ProducerLicenses> => {
    const summary = await api.getOne<{ id: Identifier; licenses?: License[] | null; npn?: string | null }>(
        'producers',
        { id: producer.id, signal }
    );
    return { licenses: summary.data?.licenses ?? [], npn: summary.data?.npn?.trim() || undefined };
};
