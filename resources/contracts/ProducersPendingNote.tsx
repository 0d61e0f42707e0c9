import { useId } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { PendingAgeNote } from '../../src/components/PendingAgeNote';
import { QueryState } from '../../src/components/QueryState';
import { useDownlineName } from '../../src/components/producerNames';
import { pendingAge } from '../../src/domain/pendingAge';
import { producerPaths } from '../../src/routing/producerPaths';

interface ProducerContractRow {
    id: string;
    agent_id: string | number;
    agent_name: string;
    insurer_name: string;
    start_date: string;
}

const LONGEST_WAIT_FIRST = { field: 'start_date', order: 'ASC' } as const;
const PENDING = { Status: 'Pending' };

export const producersPendingAddress = () =>
    producerPaths.list({
        filter: JSON.stringify(PENDING),
        sort: LONGEST_WAIT_FIRST.field,
        order: LONGEST_WAIT_FIRST.order,
    });

// An agency's own pending contracts are a few; its producers' are most of what waits on carriers. One call: the
// first row by start date. A failure says so, never 0.
export const ProducersPendingNote = () => {
    const { data, total, isPending, error, refetch } = useGetList<ProducerContractRow>(
        'producers/contracts',
        { filter: PENDING, sort: LONGEST_WAIT_FIRST, pagination: { page: 1, perPage: 1 } },
        { onError: () => undefined }
    );
    const answer = total === undefined ? undefined : { total, longest: data?.[0] };
    return (
        <QueryState
            query={{ isPending, error, data: answer, refetch }}
            error="resources.contracts.producersPending.loadError"
        >
            {pending => <PendingNote {...pending} />}
        </QueryState>
    );
};

const PendingNote = ({ total, longest }: { total: number; longest?: ProducerContractRow }) => {
    const translate = useTranslate();
    const downlineName = useDownlineName();
    const titleId = useId();
    const age = longest && pendingAge(longest.start_date);
    return (
        <Alert
            severity="info"
            icon={false}
            role="note"
            aria-labelledby={titleId}
            sx={{ mb: 2 }}
            action={
                total > 0 && (
                    <Button component={RouterLink} to={producersPendingAddress()} color="inherit" size="small">
                        {translate('resources.contracts.producersPending.viewAll')}
                    </Button>
                )
            }
        >
            <Stack spacing={0.5}>
                <Typography id={titleId} variant="body2" sx={{ fontWeight: 600 }}>
                    {translate('resources.contracts.producersPending.count', { smart_count: total })}
                </Typography>
                {longest && age && (
                    <>
                        <Typography variant="body2">
                            {translate('resources.contracts.producersPending.longest', {
                                producer: downlineName({ id: longest.agent_id, name: longest.agent_name }),
                                carrier: longest.insurer_name,
                            })}
                        </Typography>
                        <PendingAgeNote age={age} />
                    </>
                )}
            </Stack>
        </Alert>
    );
};
