import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAreaApi } from '../../src/api/useAreaApi';
import { useDictionary, useDictionaryState } from '../../src/api/useDictionary';
import {
    eAndOReadiness,
    readinessMatrix,
    withStateAbbreviations,
    type CarrierColumn,
    type ReadinessContract,
    type ReadinessLicense,
    type ReadinessMatrix,
} from '../../src/domain/readiness';
import { readinessApi, readinessQueries } from './api';
import type { ReadinessSubject } from './types';

/** What the rule reads: a cell outside the matrix (a state the agent holds no license in) is asked of these. */
export interface ReadinessSources {
    licenses: ReadinessLicense[];
    contracts: ReadinessContract[];
    offered?: CarrierColumn[];
}

/** Either the licenses or the contracts failing is the matrix's error; the other sources each fail on their own. */
export const useReadiness = (subject: ReadinessSubject, planYear: number, today: Date) => {
    const api = useAreaApi(readinessApi);
    const self = subject.type === 'self';
    const producerId = subject.type === 'producer' ? subject.agentId : '';
    const ownLicenses = useQuery({ ...readinessQueries.licenses(api), enabled: self });
    const producer = useQuery({ ...readinessQueries.producer(api, producerId), enabled: !self });
    const contracts = useQuery(readinessQueries.contracts(api, subject));
    const offered = useQuery(readinessQueries.offered(api, subject));
    const eAndOs = useQuery({ ...readinessQueries.eAndOs(api), enabled: self });
    const states = useDictionary('states');
    const statesState = useDictionaryState(states);

    const licenses = self ? ownLicenses : producer;
    const licenseList = self ? ownLicenses.data : producer.data?.licenses;
    const stateNames = useMemo(
        () => new Map((states.data ?? []).map(state => [(state.abbreviation ?? '').toUpperCase(), state.name])),
        [states.data]
    );
    const sources = useMemo((): ReadinessSources | undefined => {
        // Until the state names answer (or fail, which is said), a license naming its state in full would show
        // as missing.
        if (!licenseList || !contracts.data || statesState === 'pending') return undefined;
        return {
            licenses: withStateAbbreviations(licenseList, states.data ?? []),
            contracts: contracts.data,
            offered: offered.data,
        };
    }, [licenseList, contracts.data, offered.data, states.data, statesState]);
    const matrix = useMemo(
        (): ReadinessMatrix | undefined => sources && readinessMatrix(sources, planYear, today),
        [sources, planYear, today]
    );

    return {
        sources,
        matrix,
        isPending: licenses.isPending || contracts.isPending || offered.isPending || statesState === 'pending',
        licensesError: licenses.error,
        contractsError: contracts.error,
        retryMatrix: () =>
            Promise.all([licenses, contracts].filter(query => query.error).map(query => query.refetch())),
        offeredFailed: offered.isError,
        retryOffered: offered.refetch,
        statesFailed: statesState === 'failed',
        retryStates: states.refetch,
        producerName: producer.data?.name,
        producerNpn: producer.data?.npn,
        /** Every state of the dictionary by abbreviation: the question may ask of a state the agent is not in. */
        stateNames,
        eAndO: self
            ? {
                  isPending: eAndOs.isPending,
                  isError: eAndOs.isError,
                  refetch: eAndOs.refetch,
                  value: eAndOs.data ? eAndOReadiness(eAndOs.data, today) : undefined,
              }
            : undefined,
    };
};
