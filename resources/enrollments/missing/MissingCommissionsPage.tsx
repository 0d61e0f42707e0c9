import { useMemo } from 'react';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BackLink } from '../../../src/components/BackLink';
import { PageHeading } from '../../../src/components/PageHeading';
import { EmptyState, ErrorState, LoadingState } from '../../../src/components/States';
import { useAddressState, type AddressCorrection } from '../../../src/routing/useAddressState';
import { usePortal } from '../../../src/portal/PortalScope';
import { CheckSummary, type CheckView } from './CheckSummary';
import { countByProducer, readWindow, windowShownAsAsked, type CheckWindow } from './check';
import { ofProducer } from './missingRows';
import { MissingTable } from './MissingTable';
import { useMissingCommissions } from './useMissingCommissions';
import { WindowForm } from './WindowForm';

const M = 'resources.enrollments.missing';

/** The page's state in the address: the window (?from=&to=) and, for an agency, one producer (?producer=). */
interface CheckState {
    window: CheckWindow;
    producer?: string;
}

const readCheck = (params: URLSearchParams): CheckState => ({
    window: readWindow(params),
    producer: params.get('producer') || undefined,
});

const writeCheck = (params: URLSearchParams, { window, producer }: CheckState) => {
    const next = new URLSearchParams(params);
    next.set('from', String(window.from));
    next.set('to', String(window.to));
    if (producer) next.set('producer', producer);
    else next.delete('producer');
    return next;
};

const WINDOW_CORRECTION: AddressCorrection = { params: ['from', 'to'], shownAsAsked: windowShownAsAsked };

export const MissingCommissionsPage = () => {
    const translate = useTranslate();
    const { state, update, corrected } = useAddressState({
        read: readCheck,
        write: writeCheck,
        corrects: WINDOW_CORRECTION,
    });
    const { window } = state;
    const agency = usePortal().type === 'agency';
    const producer = agency ? state.producer : undefined;
    const check = useMissingCommissions(window);
    const view = useMemo((): CheckView => {
        const failed = check.failed.map(enrollment => ({ enrollment, kind: 'notChecked' as const }));
        return {
            counts: countByProducer(check.missing),
            shown: ofProducer(check.missing, producer),
            shownFailed: ofProducer(failed, producer),
        };
    }, [check.missing, check.failed, producer]);
    const settled = !check.enrollments.error && !check.enrollments.isPending;
    // An idle run has its enrollments but has not started: not yet "nothing to check".
    const nothingToCheck = check.runs.total === 0 && check.runs.status === 'finished';
    return (
        <>
            <BackLink to="/enrollments" label={`${M}.back`} />
            <PageHeading title={translate(`${M}.title`)} />
            <Typography sx={{ mb: 2, maxWidth: 880 }}>{translate(`${M}.intro`)}</Typography>
            <Card variant="outlined">
                <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
                    {check.enrollments.error ? (
                        <ErrorState
                            message="resources.enrollments.messages.loadError"
                            retry={check.enrollments.refetch}
                        />
                    ) : !settled ? (
                        <LoadingState label={`${M}.searching`} />
                    ) : nothingToCheck ? (
                        <EmptyState message={`${M}.noEnrollments`} />
                    ) : (
                        <CheckSummary
                            check={check}
                            view={view}
                            window={window}
                            agency={agency}
                            producer={producer}
                            onProducer={next => update(current => ({ ...current, producer: next }))}
                        />
                    )}
                    {settled && check.leftOut > 0 && (
                        <Typography variant="body2" sx={{ mt: 1 }}>
                            {translate(`${M}.leftOut`, { smart_count: check.leftOut, from: window.from })}
                        </Typography>
                    )}
                    <WindowForm
                        key={`${window.from}-${window.to}`}
                        window={window}
                        corrected={corrected}
                        onApply={next => update(current => ({ ...current, window: next }))}
                    />
                    {settled && view.shown.length > 0 && <MissingTable rows={view.shown} agency={agency} />}
                </CardContent>
            </Card>
            <Alert severity="info" role="note" sx={{ mt: 2, maxWidth: 880 }}>
                {translate(`${M}.limits`)}
            </Alert>
        </>
    );
};
