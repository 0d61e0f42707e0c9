import { Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslate, type Identifier } from 'react-admin';
import { useParams } from 'react-router';
import { useDetailRecord } from '../../src/api/useDetailRecord';
import { BackLink } from '../../src/components/BackLink';
import { useFormatters } from '../../src/components/formatting';
import { PageHeading } from '../../src/components/PageHeading';
import { PageDataContext, usePageDataState } from '../../src/components/pageData';
import { DetailFallback } from '../../src/components/DetailFallback';
import { useProviderAction } from '../../src/api/useProviderMutation';
import { usePortal } from '../../src/portal/PortalScope';
import { downloadStatementAction } from './api';
import { LedgerCard } from './LedgerCard';
import { PaymentSection, usePaymentsAhead } from './PaymentSection';
import { STATEMENT_FORMATS, type Statement } from './types';

const BackToList = () => <BackLink to="/statements" label="resources.statements.detail.back" />;

const DownloadButtons = ({ statementId }: { statementId: Identifier }) => {
    const translate = useTranslate();
    const { run, running } = useProviderAction(downloadStatementAction);
    return (
        <>
            {STATEMENT_FORMATS.map(format => (
                <Button
                    key={format}
                    variant="outlined"
                    startIcon={<DownloadIcon />}
                    disabled={running}
                    onClick={() => run({ statementId, format })}
                >
                    {translate(`resources.statements.download.${format}`)}
                </Button>
            ))}
        </>
    );
};

/** Agents never ask for overrides. */
export const StatementShow = () => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const { id = '' } = useParams();
    const agency = usePortal().type === 'agency';
    const detail = useDetailRecord<Statement>('statements', id, {
        enabled: id !== '',
        onError: () => undefined,
    });
    usePaymentsAhead(id, agency);
    const statement = detail.record;

    if (!statement?.StatementDate)
        return (
            <>
                <BackToList />
                <PageHeading title={translate('resources.statements.detail.untitled')} />
                <DetailFallback
                    detail={detail}
                    notFoundMessage="resources.statements.messages.notFound"
                    errorMessage="resources.statements.messages.detailLoadError"
                />
            </>
        );

    return (
        <>
            <BackToList />
            <PageHeading
                title={translate('resources.statements.detail.title', { date: date(statement.StatementDate) })}
                actions={<DownloadButtons statementId={statement.id} />}
            />
            {/* The address's id, as the lists asked ahead name it: the record's id is a number. */}
            <StatementSections key={id} statement={statement} statementId={id} agency={agency} />
        </>
    );
};

/** Counts the wait for the page's first answer from when the statement is there to draw, not from the first call. */
const StatementSections = ({
    statement,
    statementId,
    agency,
}: {
    statement: Statement;
    statementId: string;
    agency: boolean;
}) => {
    const pageData = usePageDataState();
    return (
        <PageDataContext.Provider value={pageData}>
            <Box sx={{ display: 'grid', gap: 2 }}>
                <LedgerCard statement={statement} />
                <PaymentSection statementId={statementId} type="commissions" withProducer={agency} />
                {agency && <PaymentSection statementId={statementId} type="overrides" withProducer afterFirstData />}
            </Box>
        </PageDataContext.Provider>
    );
};
