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
const NONE: readonly NamedProducer[] = [];

/** The agency's downline, and the producers of a list it lacks (a failed or late downline, a row of another call). */
export const withDownline = (
    downline: readonly NamedProducer[] | undefined,
    others: readonly NamedProducer[]
): NamedProducer[] => {
    const byId = new Map(downline?.map(({ id, name }) => [String(id), { id, name }]));
    for (const producer of others) if (!byId.has(String(producer.id))) byId.set(String(producer.id), producer);
    return [...byId.values()];
};

/**
 * An agency's producer as its lists name one: beside a producer who shares the name with another of the agency's
 * producers (or of `alongside`, the list being shown), its agent id; a producer given by its id alone, its name; one
 * given by neither, nothing. A name the caller already told apart (with an NPN) is kept as it is; in an agent's
 * portal, or while the downline is on its way, failed or not asked yet (`enabled`), namesakes only among
 * `alongside`.
 */
export const useDownlineName = ({
    enabled = true,
    alongside = NONE,
}: { enabled?: boolean; alongside?: readonly NamedProducer[] } = {}) => {
    const agency = usePortal().type === 'agency';
    const { data } = useDownline({ enabled: agency && enabled });
    const producers = useMemo(() => withDownline(data, alongside), [data, alongside]);
    const named = useProducerNames(producers, NO_CHECKS);
    const nameOf = useMemo(() => new Map(producers.map(({ id, name }) => [String(id), name])), [producers]);
    return useCallback(
        (producer: { id?: Identifier | null; name?: string | null }) => {
            if (producer.id === null || producer.id === undefined) return producer.name ?? '';
            const given = producer.name || String(producer.id);
            const known = nameOf.get(String(producer.id));
            // Given by its id alone (a row without the name), it takes the downline's.
            if (known === undefined || (given !== known && given !== String(producer.id))) return given;
            return named({ id: producer.id, name: known });
        },
        [nameOf, named]
    );
};

/** The agency's downline as a choice lists it: each producer named as its lists name one. */
export const useNamedDownline = ({ enabled = true }: { enabled?: boolean } = {}) => {
    const downline = useDownline({ enabled });
    const downlineName = useDownlineName({ enabled });
    const named = useMemo(
        () => downline.data?.map(({ id, name }) => ({ id, name: downlineName({ id, name }) })),
        [downline.data, downlineName]
    );
    return { ...downline, named };
};
