import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCurrency, useFormatters } from '../../../src/components/formatting';
import { laterComponent } from '../../../src/components/laterCode';
import { Money } from '../../../src/components/Money';
import { SectionCard } from '../../../src/components/SectionCard';
import { LoadingState } from '../../../src/components/States';
import { QueryState } from '../../../src/components/QueryState';
import type { MonthWindow } from '../../../src/domain/calendarMonths';
import { D } from './RateTables';
import type { Disenrollments } from './useDisenrollments';

/** The chart library is a chunk of its own, asked for once the chargebacks are in: the rates never wait for it. */
const BarsWithTable = laterComponent(
    () => import('../../../src/components/charts/BarsWithTable').then(module => module.BarsWithTable),
    () => <LoadingState label={`${D}.chargebacks.loadingChart`} />
);

const CHART_HEIGHT = 260;

/** The bars have the same figures as a table behind them for screen readers, which a toggle puts in view. */
export const ChargebacksCard = ({ data, window }: { data: Disenrollments; window: MonthWindow }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const { month } = useFormatters();
    const [asTable, setAsTable] = useState(false);
    const { statements, chargebacks } = data;
    const total = (chargebacks ?? []).reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0) / 100;
    return (
        <SectionCard
            title={`${D}.chargebacks.title`}
            actions={
                chargebacks && (
                    <Button size="small" onClick={() => setAsTable(shown => !shown)}>
                        {translate(asTable ? `${D}.chargebacks.showChart` : `${D}.chargebacks.showTable`)}
                    </Button>
                )
            }
        >
            <QueryState
                query={{
                    isPending: statements.isPending,
                    error: statements.error,
                    data: chargebacks,
                    refetch: statements.refetch,
                }}
                error={`${D}.chargebacks.loadError`}
            >
                {entries => (
                    <>
                        <Typography sx={{ mb: 1 }}>
                            {translate(`${D}.chargebacks.total`, { from: month(window.from), to: month(window.to) })}{' '}
                            <Money value={total} />
                        </Typography>
                        <BarsWithTable
                            bars={{
                                labels: entries.map(entry => month(entry.month, 'short')),
                                series: [
                                    {
                                        id: 'chargebacks',
                                        label: translate(`${D}.chargebacks.amount`),
                                        data: entries.map(entry => Math.abs(entry.amount)),
                                    },
                                ],
                            }}
                            title={translate(`${D}.chargebacks.table`)}
                            firstColumn={translate(`${D}.chargebacks.month`)}
                            asTable={asTable}
                            height={CHART_HEIGHT}
                            cell={value => <Money value={-value} />}
                            valueFormatter={value => (value === null ? '' : formatCurrency(value, locale))}
                            hideLegend
                            noData={translate(`${D}.chargebacks.noData`)}
                            loading={translate(`${D}.chargebacks.loadingChart`)}
                        />
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                            {translate(`${D}.chargebacks.note`)}
                        </Typography>
                    </>
                )}
            </QueryState>
        </SectionCard>
    );
};
