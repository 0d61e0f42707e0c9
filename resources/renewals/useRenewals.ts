import { useCallback, useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useGetList, type DataProvider, type Identifier } from 'react-admin';
import {
    loadProducerLicenses,
    producerLicensesKey,
    readDownlineContracts,
    wasCapped,
    type DownlineContractRow,
    type DownlineContractStatus,
    type DownlineProducer,
    type ProducerLicenses,
} from '../../src/api/downline';
import { useDownline } from '../../src/api/useDownline';
import { portalContractsQuery, type PortalContract } from '../../src/api/portalContracts';
import { readWholeList } from '../../src/api/readAllPages';
import { useAreaApi } from '../../src/api/useAreaApi';
import { useBoundedRuns, type BoundedRuns } from '../../src/api/useBoundedRuns';
import { useDictionary, useDictionaryState } from '../../src/api/useDictionary';
import type { ContractCertification, License, PolicyTypeRef } from '../../src/api/wire';
import { useProducerNames, withDownline } from '../../src/components/producerNames';
import { config } from '../../src/config';
import { withStateAbbreviations, type ContractState, type ReadinessContract } from '../../src/domain/readiness';
import {
    nextRenewal,
    policyTypeAbbreviations,
    producerRenewals,
    renewalCheck,
    renewalFixes,
    renewalsSummary,
    renewsWithPlanYear,
    sharedFixes,
    type RenewalCheck,
    type RenewalEnrollment,
} from './rules';
import type { Portal } from '../../src/portal/types';
import { clock } from '../../src/clock';

// Reads only other areas' resources through the data provider (areas never import each other).
// Its calls: docs/views/renewals.md.

const ALL = { page: 1, perPage: 10_000 };
/** The search's largest page: the enrollments in force come in as few calls as the API allows. */
const SEARCH_PAGE_SIZE = 100;
const STATUSES: ReadonlyArray<[ContractState, DownlineContractStatus]> = [
    ['active', 'Active'],
    ['pending', 'Pending'],
    ['terminated', 'Terminated'],
];

interface InForceRow {
    id: Identifier;
    CustomerFirstName?: string | null;
    CustomerLastName?: string | null;
    AgentId?: Identifier | null;
    AgentName?: string | null;
    CustomerState?: string | null;
    InsurerName?: string | null;
    PolicyType?: string | null;
    EffectiveDate?: string | null;
    TerminationDate?: string | null;
}

/** Keeps the policy types' ids: they name an enrollment's policy type. */
interface ReadContract {
    contract: ReadinessContract;
    types: PolicyTypeRef[];
}

const readContract = (
    status: ContractState,
    carrier: string,
    types: PolicyTypeRef[] | null | undefined,
    certifications: ContractCertification[] | null | undefined,
    id?: Identifier
): ReadContract => ({
    contract: {
        id,
        carrier,
        policyTypes: (types ?? []).map(type => type.Abbreviation),
        status,
        certifications: certifications ?? [],
    },
    types: types ?? [],
});

const readInForce = (api: DataProvider, signal: AbortSignal) =>
    readWholeList<InForceRow>(
        api,
        'enrollments',
        { filter: { activeOnly: 'true' }, sort: { field: 'PolicyId', order: 'ASC' }, signal },
        SEARCH_PAGE_SIZE
    );

/** Each contract takes the status of the list it came in. */
const combineContractLists = (
    results: ReadonlyArray<{
        data?: { list: PortalContract[]; capped: boolean };
        isPending: boolean;
        error: unknown;
        refetch: () => unknown;
    }>
) => {
    const lists = results.map(result => result.data);
    const complete = lists.every(list => list !== undefined);
    return {
        isPending: results.some(result => result.isPending),
        error: results.find(result => result.error)?.error ?? null,
        data: complete
            ? STATUSES.flatMap(([status], index) =>
                  lists[index]!.list.map(row =>
                      readContract(status, row.Insurer, row.PolicyTypes, row.ContractCertifications, row.id)
                  )
              )
            : undefined,
        capped: lists.some(list => list?.capped === true),
        refetch: () => Promise.all(results.filter(result => result.error).map(result => result.refetch())),
    };
};

/** One status at a time: beside the enrollments' pages, at most 4 calls are out before the producers' run. */
const readDownlineByProducer = async (api: DataProvider, signal: AbortSignal) => {
    const byProducer = new Map<string, ReadContract[]>();
    let capped = false;
    for (const [status, filter] of STATUSES) {
        const answer = await readDownlineContracts(api, filter, signal);
        capped ||= answer.capped;
        for (const row of answer.rows as DownlineContractRow[]) {
            const contracts = byProducer.get(String(row.agent_id)) ?? [];
            contracts.push(readContract(status, row.insurer_name, row.policy_types, row.contract_certifications));
            byProducer.set(String(row.agent_id), contracts);
        }
    }
    return { byProducer, capped };
};

const toEnrollment = (row: InForceRow, abbreviationOf: (name: string) => string | undefined, agency: boolean) => {
    const { CustomerState, InsurerName, PolicyType, EffectiveDate } = row;
    if (!CustomerState?.trim() || !InsurerName?.trim() || !PolicyType?.trim() || !EffectiveDate) return undefined;
    if (agency && (row.AgentId === null || row.AgentId === undefined)) return undefined;
    const enrollment: RenewalEnrollment = {
        id: row.id,
        customer: [row.CustomerFirstName, row.CustomerLastName].filter(Boolean).join(' '),
        producer: agency ? { id: String(row.AgentId), name: row.AgentName?.trim() || String(row.AgentId) } : undefined,
        state: CustomerState,
        carrier: InsurerName,
        policyType: { name: PolicyType, abbreviation: abbreviationOf(PolicyType) },
        effectiveDate: EffectiveDate,
        terminationDate: row.TerminationDate,
    };
    return enrollment;
};

/** `refetch` is a failed source's Try again. */
export interface SourceState {
    isPending: boolean;
    error: unknown;
    refetch: () => unknown;
}

type Query = Omit<SourceState, 'refetch'> & { refetch: () => unknown };

const state = (query: Query, asked = true): SourceState =>
    asked
        ? { isPending: query.isPending, error: query.error, refetch: query.refetch }
        : { isPending: false, error: null, refetch: () => undefined };

/** An empty policy types dictionary leaves every member unmatched, so it counts as failed. */
const policyTypesState = (query: Query & { data?: readonly unknown[] }): SourceState =>
    query.data?.length === 0
        ? { isPending: false, error: new Error('No policy types'), refetch: query.refetch }
        : state(query);

export const renewalsKey = (part: string) => ['renewals', part];

/** `checkProducers: false` (the dashboard card) starts no producer's call: it counts those already checked. */
export const useRenewals = (
    portal: Portal,
    { checkProducers = true, today = clock.now() }: { checkProducers?: boolean; today?: Date } = {}
) => {
    const api = useAreaApi();
    const agency = portal.type === 'agency';
    const session = { staleTime: Infinity, gcTime: Infinity };
    const enrollments = useQuery({
        queryKey: renewalsKey('enrollments'),
        queryFn: ({ signal }) => readInForce(api, signal),
        ...session,
    });
    const licenses = useGetList<License & { id: Identifier }>('licenses', { pagination: ALL }, { enabled: !agency });
    // Shares its cache with the dashboard's cards and the forecast.
    const agentContracts = useQueries({
        queries: STATUSES.map(([, status]) => ({ ...portalContractsQuery(api, status), enabled: !agency })),
        combine: combineContractLists,
    });
    const downline = useQuery({
        queryKey: renewalsKey('downlineContracts'),
        queryFn: ({ signal }) => readDownlineByProducer(api, signal),
        enabled: agency,
        ...session,
    });
    const policyTypes = useDictionary('policyTypes');
    const states = useDictionary('states');
    const statesState = useDictionaryState(states);

    const day = today.toDateString();
    const abbreviationOf = useMemo(() => {
        const contracts = agency ? [...(downline.data?.byProducer.values() ?? [])].flat() : (agentContracts.data ?? []);
        return policyTypeAbbreviations(
            policyTypes.data ?? [],
            contracts.flatMap(read => read.types)
        );
    }, [agency, downline.data, agentContracts.data, policyTypes.data]);
    const renewing = useMemo(() => {
        if (!enrollments.data || !policyTypes.data) return undefined;
        return enrollments.data.flatMap(row => {
            const enrollment = toEnrollment(row, abbreviationOf, agency);
            if (!enrollment) return [];
            const renews = nextRenewal(
                {
                    effectiveDate: enrollment.effectiveDate,
                    terminationDate: enrollment.terminationDate,
                    withPlanYear: renewsWithPlanYear(enrollment.policyType),
                },
                today
            );
            return renews ? [enrollment] : [];
        });
        // `day` stands for today: worked out again when the day changes, not on every render.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [enrollments.data, policyTypes.data, abbreviationOf, agency, day]);
    const unreadable = enrollments.data
        ? enrollments.data.filter(row => !toEnrollment(row, () => undefined, agency)).length
        : 0;

    const producers = useMemo((): DownlineProducer[] | undefined => {
        if (!agency || !renewing) return undefined;
        const byId = new Map(renewing.map(enrollment => [enrollment.producer!.id, enrollment.producer!]));
        return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
    }, [agency, renewing]);
    const queryKey = useCallback((producer: DownlineProducer) => producerLicensesKey(producer), []);
    const call = useCallback(
        (producer: DownlineProducer, signal: AbortSignal) => loadProducerLicenses(api, producer, signal),
        [api]
    );
    // The producers' calls start once the contract rows are in, so no more than 4 calls are ever out at once.
    const rowsSettled = downline.isSuccess || downline.isError;
    const run: BoundedRuns<DownlineProducer, ProducerLicenses> = useBoundedRuns({
        items: agency && rowsSettled && !downline.isError ? producers : undefined,
        queryKey,
        call,
        start: checkProducers,
    });

    // Namesakes across the agency, as its other lists tell them apart: one whose namesake renews nothing too.
    const wholeDownline = useDownline({ enabled: agency });
    const everyProducer = useMemo(
        () => producers && withDownline(wholeDownline.data, producers),
        [producers, wholeDownline.data]
    );
    const producerName = useProducerNames(everyProducer, run.entries);

    const checks = useMemo((): RenewalCheck[] | undefined => {
        // Until the state names answer (or fail, which is said), a license naming its state in full would count
        // as missing.
        if (!renewing || statesState === 'pending') return undefined;
        const sourcesOf = (held: License[], contracts: ReadContract[]) => ({
            licenses: withStateAbbreviations(
                held.map(license => ({ state: license.StateProvince, expirationDate: license.ExpirationDate })),
                states.data ?? []
            ),
            contracts: contracts.map(read => read.contract),
        });
        if (!agency) {
            if (!licenses.data || !agentContracts.data) return undefined;
            const sources = sourcesOf(licenses.data, agentContracts.data);
            return renewing.flatMap(enrollment => renewalCheck(enrollment, sources, today) ?? []);
        }
        if (!downline.data) return undefined;
        const byProducer = downline.data.byProducer;
        const checked = new Map(
            run.entries.flatMap(entry =>
                entry.state === 'done'
                    ? [
                          [
                              String(entry.item.id),
                              sourcesOf(entry.result.licenses, byProducer.get(String(entry.item.id)) ?? []),
                          ],
                      ]
                    : []
            )
        );
        return renewing.flatMap(enrollment => {
            const sources = checked.get(enrollment.producer!.id);
            return sources ? (renewalCheck(enrollment, sources, today) ?? []) : [];
        });
        // `day` stands for today (see above).
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [
        renewing,
        agency,
        licenses.data,
        agentContracts.data,
        downline.data,
        run.entries,
        states.data,
        statesState,
        day,
    ]);

    const amounts = config.renewalAmounts;
    const answer = useMemo(() => {
        if (!checks) return undefined;
        const fixes = renewalFixes(checks, amounts);
        return {
            checks,
            fixes,
            shared: agency ? sharedFixes(checks, fixes, amounts) : [],
            summary: renewalsSummary(checks, amounts),
            producers: agency ? producerRenewals(checks, fixes, amounts) : [],
        };
    }, [checks, amounts, agency]);

    return {
        /** For an agency, partial while producers are checked. */
        answer,
        uncheckedMembers: agency && renewing && answer ? renewing.length - answer.checks.length : 0,
        unreadable,
        agency,
        sources: {
            enrollments: state(enrollments),
            licenses: state(licenses, !agency),
            contracts: state(agency ? downline : agentContracts),
            policyTypes: policyTypesState(policyTypes),
        },
        statesFailed: statesState === 'failed',
        run: agency ? run : undefined,
        producerName,
        capped: wasCapped(licenses) || agentContracts.capped || downline.data?.capped === true,
        estimated: Object.keys(amounts).length > 0,
    };
};

export type Renewals = ReturnType<typeof useRenewals>;
