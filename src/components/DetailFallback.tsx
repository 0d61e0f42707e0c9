import type { DetailRecord } from '../api/useDetailRecord';
import { ErrorState, LoadingState } from './States';

/**
 * What a detail page shows while it has no record: not found (a retry would find nothing, so none is offered),
 * failed (with Try again), or loading.
 */
export const DetailFallback = ({
    detail: { notFound, error, refetch },
    notFoundMessage,
    errorMessage,
}: {
    detail: Pick<DetailRecord<never>, 'notFound' | 'error' | 'refetch'>;
    notFoundMessage: string;
    errorMessage: string;
}) =>
    notFound ? (
        <ErrorState message={notFoundMessage} retry={null} />
    ) : error ? (
        <ErrorState message={errorMessage} retry={refetch} />
    ) : (
        <LoadingState />
    );
