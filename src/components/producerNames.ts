import { useCallback, useMemo } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { ProducerLicenses } from '../api/downline';
import { useDownline } from '../api/useDownline';
import type { RunEntry } from '../api/useBoundedRuns';
import { namesakesOf } from '../domain/namesakes';
import { usePortal } from '../portal/PortalScope';

const T = 'common.producer';

interface NamedProducer {
    id: Identifier;
    name: string;
}

export const useTellApart = () => {
    const translate = useTranslate();
    return useCallback(
        ({ id, npn }: { id: Identifier; npn?: string }) =>
            npn ? translate(`${T}.npn`, { npn }) : translate(`${T}.agentId`, { id }),
        [translate]
    );
};

export const useProducerNames = (
    producers: readonly NamedProducer[] | undefined,
    checked: ReadonlyArray<RunEntry<NamedProducer, ProducerLicenses>>
) => {
    const translate = useTranslate();
    const tellApart = useTellApart();
    const namesakes = useMemo(() => namesakesOf(producers ?? []), [producers]);
    const npns = useMemo(
        () =>
            new Map(
                checked.flatMap(entry => (entry.state === 'done' ? [[String(entry.item.id), entry.result.npn]] : []))
            ),
        [checked]
    );
    return useCallback(
        (producer: NamedProducer) =>
            namesakes.has(String(producer.id))
                ? translate(`${T}.namesake`, {
                      name: producer.name,
                      apart: tellApart({ id: producer.id, npn: npns.get(String(producer.id)) }),
                  })
                : producer.name,
        [namesakes, npns, tellApart, translate]
    );
};

const NO_CHECKS: ReadonlyArray<RunEntry<NamedProducer, ProducerLicenses>> = [];

/**
 * An agency's producer as its lists name one: beside a producer who shares the name with another of the agency's
 * producers, its agent id; a producer given by its id alone, its name. A name the caller already told apart (with an
 * NPN) is kept as it is; in an agent's
 * portal, or while the downline is on its way, failed or not asked yet (`enabled`), the name alone.
 */
export const useDownlineName = ({ enabled = true }: { enabled?: boolean } = {}) => {
    const agency = usePortal().type === 'agency';
    const { data } = useDownline({ enabled: agency && enabled });
    const producers = useMemo(() => data?.map(({ id, name }) => ({ id, name })), [data]);
    const named = useProducerNames(producers, NO_CHECKS);
    const nameOf = useMemo(() => new Map(producers?.map(({ id, name }) => [String(id), name])), [producers]);
    return useCallback(
        (producer: NamedProducer) => {
            const known = nameOf.get(String(producer.id));
            // Given by its id alone (a row without the name), it takes the downline's.
            if (known === undefined || (producer.name !== known && producer.name !== String(producer.id)))
                return producer.name;
            return named({ id: producer.id, name: known });
        },
        [nameOf, named]
    );
};
