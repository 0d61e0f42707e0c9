import { useCallback, useMemo } from 'react';
import { useDownline } from '../../src/api/useDownline';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetList, type DataProvider, type Identifier } from 'react-admin';
import {
    loadProducerLicenses,
    producerLicensesKey,
    producerLicensesOf,
    readDownlineContracts,
    wasCapped,
    type ProducerLicenses,
} from '../../src/api/downline';
import { portalContractsQuery } from '../../src/api/portalContracts';
import { useAreaApi } from '../../src/api/useAreaApi';
import type { License } from '../../src/api/wire';
import { useBoundedRuns, type BoundedRuns } from '../../src/api/useBoundedRuns';
import { useProducerNames } from '../../src/components/producerNames';
import {
    bySoonest,
    eAndOForecast,
    licenseForecast,
    rtsForecast,
    setApartUnlicensed,
    type CertifiedContract,
    type EAndORecord,
    type ForecastItem,
    type ForecastProducer,
    type RtsForecastItem,
} from './forecastRules';
import type { Portal } from '../../src/portal/types';
import { clock } from '../../src/clock';

// Reads only other areas' resources through the data provider (areas never import each other).
// Its calls: docs/views/expiry-forecast.md.

const ALL = { page: 1, perPage: 10_000 };

export { wasCapped };

export type ProducerData = ProducerLicenses;

interface DownlineAgent {
    id: Identifier;
    name: string;
}

/** `capped` when the API listed only part of the rows (its 10,000-row limit). */
export const loadDownlineContracts = async (api: DataProvider, signal?: AbortSignal) => {
    const { rows, capped } = await readDownlineContracts(api, 'Active', signal);
    const byProducer = new Map<string, CertifiedContract[]>();
    for (const row of rows) {
        const contracts = byProducer.get(String(row.agent_id)) ?? [];
        contracts.push({ carrier: row.insurer_name, certifications: row.contract_certifications });
        byProducer.set(String(row.agent_id), contracts);
    }
    return { byProducer, capped };
};

/** The producers' licenses are kept under their shared key, not this one. */
export const expiringKey = (part: string) => ['expiring', part];

export interface SourceState {
    isPending: boolean;
    error: unknown;
    refetch: () => unknown;
}

export interface Forecast {
    /** Soonest first: what the windows count. */
    items: ForecastItem[];
    /** RTS lapses whose owner holds no valid license in their states: counted on their own. */
    unlicensed: RtsForecastItem[];
    sources: { licenses: SourceState; eandos: SourceState; contracts: SourceState; producers?: SourceState };
    run?: BoundedRuns<ForecastProducer, ProducerData>;
    capped: boolean;
    producerName: (producer: ForecastProducer) => string;
}

/** E.g. the card's producers' certifications while it counts none. */
const NOT_ASKED: SourceState = { isPending: false, error: null, refetch: () => undefined };

const state = (query: SourceState): SourceState => ({
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
});

/**
 * `checkProducers: false` (the dashboard card) starts no producer's call, so a dashboard visit never starts a run of
 * hundreds of calls: it counts only the producers whose licenses the session already holds.
 */
export const useForecast = (
    portal: Portal,
    { checkProducers = true, today = clock.now() }: { checkProducers?: boolean; today?: Date } = {}
): Forecast => {
    const api = useAreaApi();
    const queryClient = useQueryClient();
    const isAgency = portal.type === 'agency';
    const sessionHolds =
        isAgency && queryClient.getQueriesData({ queryKey: producerLicensesOf() }).some(([, data]) => data);
    const rowsAsked = isAgency && (checkProducers || sessionHolds);
    const licenses = useGetList<License & { id: Identifier }>('licenses', { pagination: ALL });
    const eandos = useGetList<EAndORecord & { id: Identifier }>('e-and-os', { pagination: ALL });
    // Not react-admin's 'contracts' list: that query must not outlive a portal switch under another portal.
    const contracts = useQuery({ ...portalContractsQuery(api, 'Active'), enabled: !isAgency });
    const downlineContracts = useQuery({
        queryKey: expiringKey('downlineContracts'),
        queryFn: ({ signal }) => loadDownlineContracts(api, signal),
        enabled: rowsAsked,
        staleTime: Infinity,
        gcTime: Infinity,
    });
    const downline = useDownline<DownlineAgent>({ enabled: isAgency });
    const producers = useMemo(() => downline.data?.map(agent => ({ id: agent.id, name: agent.name })), [downline.data]);
    const queryKey = useCallback((producer: ForecastProducer) => producerLicensesKey(producer), []);
    const call = useCallback(
        (producer: ForecastProducer, signal: AbortSignal) => loadProducerLicenses(api, producer, signal),
        [api]
    );
    // The producers' calls start once the contract rows are in, so no more than 4 calls are ever out at once.
    const rowsSettled = downlineContracts.isSuccess || downlineContracts.isError;
    const run = useBoundedRuns({
        items: isAgency && (rowsSettled || !checkProducers) ? producers : undefined,
        queryKey,
        call,
        start: checkProducers,
    });

    const producerName = useProducerNames(producers, run.entries);

    const day = today.toDateString();
    const { counted, unlicensed } = useMemo(() => {
        const now = clock.now();
        const found: ForecastItem[] = [
            ...licenseForecast(licenses.data ?? [], today),
            ...eAndOForecast(eandos.data ?? [], now),
            ...rtsForecast(
                (contracts.data?.list ?? []).map(contract => ({
                    id: contract.id,
                    carrier: contract.Insurer,
                    certifications: contract.ContractCertifications,
                })),
                today
            ),
        ];
        for (const entry of run.entries)
            if (entry.state === 'done') found.push(...licenseForecast(entry.result.licenses, today, entry.item));
        // The card certifies only the producers it counts.
        const certified = checkProducers
            ? producers
            : run.entries.flatMap(entry => (entry.state === 'done' ? [entry.item] : []));
        if (downlineContracts.data && certified)
            for (const producer of certified)
                found.push(
                    ...rtsForecast(downlineContracts.data.byProducer.get(String(producer.id)) ?? [], today, producer)
                );
        const producerLicenses = new Map(
            run.entries.flatMap(entry =>
                entry.state === 'done' ? [[String(entry.item.id), entry.result.licenses] as const] : []
            )
        );
        // The portal's own licenses count only once read: a failed call leaves its lapses with the others.
        const ownLicenses = licenses.isSuccess ? licenses.data : undefined;
        return setApartUnlicensed(
            found.sort(bySoonest),
            producer => (producer ? producerLicenses.get(String(producer.id)) : ownLicenses),
            today
        );
        // `day` stands for today: worked out again when the day changes, not on every render.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [
        licenses.data,
        licenses.isSuccess,
        eandos.data,
        contracts.data,
        downlineContracts.data,
        producers,
        run.entries,
        checkProducers,
        day,
    ]);

    return {
        items: counted,
        unlicensed,
        sources: {
            licenses: state(licenses),
            eandos: state(eandos),
            contracts: !isAgency ? state(contracts) : rowsAsked ? state(downlineContracts) : NOT_ASKED,
            ...(isAgency ? { producers: state(downline) } : {}),
        },
        run: isAgency ? run : undefined,
        capped:
            wasCapped(licenses) ||
            wasCapped(eandos) ||
            wasCapped(downline) ||
            downlineContracts.data?.capped === true ||
            (contracts.data?.capped ?? false),
        producerName,
    };
};
