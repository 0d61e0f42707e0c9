import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BackLink } from '../../../src/components/BackLink';
import { LimitsNote } from '../../../src/components/LimitsNote';
import { useFormatters } from '../../../src/components/formatting';
import { MonthWindowFields } from '../../../src/components/MonthWindowFields';
import { PageHeading } from '../../../src/components/PageHeading';
import { ErrorState, LoadingState } from '../../../src/components/States';
import {
    monthWindowCorrection,
    readMonthWindow,
    writeMonthWindow,
    type MonthWindow,
    type MonthWindowRule,
} from '../../../src/domain/calendarMonths';
import { usePortal } from '../../../src/portal/PortalScope';
import { useAddressState, type AddressCorrection } from '../../../src/routing/useAddressState';
import { config } from '../../../src/config';
import type { Rate } from './rules';
import { ChargebacksCard } from './ChargebacksCard';
import { EndingCauses } from './EndingCauses';
import { RapidList } from './RapidList';
import { D, RateTables } from './RateTables';
import { useDisenrollments, type Disenrollments } from './useDisenrollments';

/** The last 12 months by default, up to 36 months back. */
export const DISENROLLMENT_WINDOW: MonthWindowRule = { months: 12, reach: 36 };

const readWindow = (params: URLSearchParams) => readMonthWindow(params, DISENROLLMENT_WINDOW);
const writeWindow = (params: URLSearchParams, window: MonthWindow) =>
    writeMonthWindow(params, window, DISENROLLMENT_WINDOW);

const WINDOW_CORRECTION: AddressCorrection = monthWindowCorrection(DISENROLLMENT_WINDOW);

const LIMITS = ['ended', 'recent', 'ledger'] as const;

export const DisenrollmentsPage = () => {
    const translate = useTranslate();
    const portal = usePortal();
    const {
        state: window,
        update,
        corrected,
    } = useAddressState({ read: readWindow, write: writeWindow, corrects: WINDOW_CORRECTION });
    const data = useDisenrollments(window);
    return (
        <>
            <BackLink to="/enrollments" label={`${D}.back`} />
            <PageHeading title={translate(`${D}.title`)} />
            <Typography sx={{ mb: 2, maxWidth: 880 }}>{translate(`${D}.intro`)}</Typography>
            <Box sx={{ mb: 2 }}>
                <MonthWindowFields
                    window={window}
                    rule={DISENROLLMENT_WINDOW}
                    labels={{ from: `${D}.window.from`, to: `${D}.window.to` }}
                    corrected={corrected}
                    onChange={next => update(() => next)}
                />
            </Box>
            <Card variant="outlined" sx={{ mb: 2 }}>
                <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
                    <Rates data={data} window={window} agency={portal.type === 'agency'} />
                </CardContent>
            </Card>
            <Box sx={{ mb: 2 }}>
                <ChargebacksCard data={data} window={window} />
            </Box>
            <LimitsNote title={`${D}.limits.title`} items={LIMITS.map(limit => `${D}.limits.${limit}`)} />
        </>
    );
};

const Rates = ({ data, window, agency }: { data: Disenrollments; window: MonthWindow; agency: boolean }) => {
    const translate = useTranslate();
    const { month, percent } = useFormatters();
    const { enrollments, figures, loaded } = data;
    const span = { from: month(window.from), to: month(window.to) };
    if (enrollments.error) return <ErrorState message={`${D}.loadError`} retry={() => void enrollments.refetch()} />;
    if (!figures)
        return (
            <>
                <LoadingState label={`${D}.loading`} />
                {loaded.total !== undefined && (
                    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                        {translate(`${D}.loadingCount`, { rows: loaded.rows, total: loaded.total })}
                    </Typography>
                )}
            </>
        );
    const { total, chargeback } = figures;
    if (total.effective === 0) return <Typography>{translate(`${D}.headline.none`, span)}</Typography>;
    const headline = (rate: Rate, key: 'chargeback' | 'rate') =>
        rate.effective === 0 ? (
            translate(`${D}.headline.chargebackNone`, span)
        ) : (
            <>
                {translate(`${D}.headline.${key}`, { ...span, rapid: rate.rapid, effective: rate.effective })}{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {percent(rate.rate ?? 0)}
                </Box>
            </>
        );
    const figure = (rate: Rate, key: 'chargeback' | 'rate', rule: string) => (
        <div>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
                {headline(rate, key)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {rule}
            </Typography>
        </div>
    );
    return (
        <>
            {/* The plans a rapid disenrollment costs the whole first-year commission of, beside all products. */}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {figure(
                    chargeback,
                    'chargeback',
                    translate(`${D}.rules.chargeback`, { types: config.chargebackPolicyTypes.join(', ') })
                )}
                {figure(total, 'rate', translate(`${D}.rules.allProducts`))}
            </Box>
            {figures.stillInFirstMonths > 0 && (
                <Typography variant="body2" color="text.secondary">
                    {translate(`${D}.stillOpen`, { smart_count: figures.stillInFirstMonths })}
                </Typography>
            )}
            <Box sx={{ mt: 2 }}>
                <RateTables byCarrier={figures.byCarrier} byProducer={agency ? figures.byProducer : undefined} />
            </Box>
            {[...figures.byCarrier, ...(agency ? figures.byProducer : [])].some(group => group.few) && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {translate(`${D}.fewNote`)}
                </Typography>
            )}
            <EndingCauses causes={figures.causes} />
            <Box sx={{ mt: 3 }}>
                {figures.rapid.length > 0 ? (
                    <RapidList rows={figures.rapid} agency={agency} />
                ) : (
                    <Typography>{translate(`${D}.noRapid`)}</Typography>
                )}
            </Box>
        </>
    );
};
