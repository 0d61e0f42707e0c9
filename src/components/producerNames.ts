import { useCallback, useMemo } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { ProducerLicenses } from '../api/downline';
import type { RunEntry } from '../api/useBoundedRuns';
import { namesakesOf } from '../domain/namesakes';

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
