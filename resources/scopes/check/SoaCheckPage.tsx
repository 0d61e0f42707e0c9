import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BackLink } from '../../../src/components/BackLink';
import { LimitsNote } from '../../../src/components/LimitsNote';
import { MonthWindowFields } from '../../../src/components/MonthWindowFields';
import { PageHeading } from '../../../src/components/PageHeading';
import { ErrorState } from '../../../src/components/States';
import { config } from '../../../src/config';
import { useAddressState } from '../../../src/routing/useAddressState';
import { CHECK_WINDOW, CHECK_WINDOW_CORRECTION, readCheckView, writeCheckView } from './address';
import { CheckResults } from './CheckResults';
import { C } from './rowTexts';
import { useSoaCheck } from './useSoaCheck';

const LIMITS = ['carrierTool', 'names', 'days', 'received'] as const;

export const SoaCheckPage = () => {
    const translate = useTranslate();
    const {
        state: view,
        update,
        corrected,
    } = useAddressState({ read: readCheckView, write: writeCheckView, corrects: CHECK_WINDOW_CORRECTION });
    const check = useSoaCheck(view.window);
    return (
        <>
            <BackLink to="/scopes" label={`${C}.back`} />
            <PageHeading title={translate(`${C}.title`)} />
            <Typography sx={{ mb: 2, maxWidth: 880 }}>
                {translate(`${C}.intro`, { types: config.soaPolicyTypes.join(', ') })}
            </Typography>
            <Box sx={{ mb: 2 }}>
                <MonthWindowFields
                    window={view.window}
                    rule={CHECK_WINDOW}
                    labels={{ from: `${C}.window.from`, to: `${C}.window.to` }}
                    corrected={corrected}
                    onChange={window => update(current => ({ ...current, window, page: 1 }))}
                />
            </Box>
            <Card variant="outlined" sx={{ mb: 2 }}>
                <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
                    {check.soas.error ? (
                        <ErrorState message={`${C}.soasError`} retry={() => void check.soas.refetch()} />
                    ) : (
                        <CheckResults
                            check={check}
                            view={view}
                            onFlags={flags => update(current => ({ ...current, flags, page: 1 }))}
                            onPage={(page, perPage, options) =>
                                update(current => ({ ...current, page, perPage: perPage ?? current.perPage }), options)
                            }
                        />
                    )}
                </CardContent>
            </Card>
            <LimitsNote title={`${C}.limits.title`} items={LIMITS.map(limit => `${C}.limits.${limit}`)} />
        </>
    );
};
