import { Box, Typography } from '@mui/material';
import { useGetIdentity, useTranslate, type Identifier } from 'react-admin';
import { useParams } from 'react-router';
import { useDetailRecord } from '../../src/api/useDetailRecord';
import { BackLink } from '../../src/components/BackLink';
import { ApiValue, TranslatedWith, useApiValue } from '../../src/components/ApiValue';
import { PageHeading } from '../../src/components/PageHeading';
import { SectionCard } from '../../src/components/SectionCard';
import { DetailFallback } from '../../src/components/DetailFallback';
import { useHelpRequestNotes, type NoteVariables } from './api';
import { useHelpRequestFormatters } from './formatting';
import { NoteBox } from './NoteBox';
import { NoteThread } from './NoteThread';
import { StatusLabel } from './StatusLabel';
import type { HelpRequest } from './types';
import { noteQueue, sendingNote, usePendingAdditions, withPending } from './useHelpRequestMutations';

const T = 'resources.help-requests';

const BackToList = () => <BackLink to="/help-requests" label={`${T}.detail.back`} />;

const Fact = ({ label, children, wide = false }: { label: string; children: React.ReactNode; wide?: boolean }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
            <Typography component="dt" variant="body2" color="text.secondary">
                {translate(label)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {children}
            </Typography>
        </Box>
    );
};

const Overview = ({ helpRequest }: { helpRequest: HelpRequest }) => {
    const translate = useTranslate();
    const { dateTime, date } = useHelpRequestFormatters();
    return (
        <SectionCard title={`${T}.detail.overview`}>
            <Box
                component="dl"
                sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', m: 0 }}
            >
                <Fact label={`${T}.fields.ActivityTypeName`}>
                    <ApiValue kind="helpRequestType" value={helpRequest.ActivityTypeName} />
                </Fact>
                <Fact label={`${T}.fields.IsCompleted`}>
                    <StatusLabel completed={helpRequest.IsCompleted} />
                </Fact>
                <Fact label={`${T}.fields.CreatedDateTime`}>{dateTime(helpRequest.CreatedDateTime)}</Fact>
                <Fact label={`${T}.fields.DueDateTime`}>
                    {helpRequest.DueDateTime ? date(helpRequest.DueDateTime) : translate(`${T}.list.noDueDate`)}
                </Fact>
                <Fact label={`${T}.fields.Description`} wide>
                    <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                        {helpRequest.Description}
                    </Box>
                </Fact>
            </Box>
        </SectionCard>
    );
};

/** A note is never offered for a request that may turn out not to exist. */
const Notes = ({ activityId, canAdd }: { activityId: Identifier; canAdd: boolean }) => {
    const notes = useHelpRequestNotes(activityId);
    const { identity } = useGetIdentity();
    const pending = usePendingAdditions<NoteVariables>(noteQueue(activityId));
    const shown = notes.data
        ? withPending(
              notes.data,
              pending.map(note => sendingNote(note, identity?.fullName)),
              'last'
          )
        : undefined;
    return (
        <SectionCard title={`${T}.detail.notes`}>
            <Box sx={{ display: 'grid', gap: 2 }}>
                <NoteThread notes={shown} isPending={notes.isPending} error={notes.error} refetch={notes.refetch} />
                {canAdd && <NoteBox activityId={activityId} />}
            </Box>
        </SectionCard>
    );
};

export const HelpRequestShow = () => {
    const translate = useTranslate();
    const shown = useApiValue();
    const { id = '' } = useParams();
    const detail = useDetailRecord<HelpRequest>('help-requests', id, {
        enabled: id !== '',
        onError: () => undefined,
    });
    const { record: helpRequest, error, notFound } = detail;
    const title = helpRequest?.ActivityTypeName
        ? translate(`${T}.detail.title`, { type: shown('helpRequestType', helpRequest.ActivityTypeName).text })
        : translate(`${T}.detail.untitled`);
    return (
        <>
            <BackToList />
            <PageHeading
                title={title}
                heading={
                    helpRequest?.ActivityTypeName ? (
                        <TranslatedWith
                            message={`${T}.detail.title`}
                            nodes={{ type: <ApiValue kind="helpRequestType" value={helpRequest.ActivityTypeName} /> }}
                        />
                    ) : undefined
                }
            />
            <Box
                sx={{
                    display: 'grid',
                    gap: 2,
                    alignItems: 'start',
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
                }}
            >
                {helpRequest?.ActivityTypeName ? (
                    <Overview helpRequest={helpRequest} />
                ) : (
                    <DetailFallback
                        detail={detail}
                        notFoundMessage={`${T}.messages.notFound`}
                        errorMessage={`${T}.messages.detailLoadError`}
                    />
                )}
                {id !== '' && !notFound && <Notes activityId={id} canAdd={Boolean(helpRequest || error)} />}
            </Box>
        </>
    );
};
