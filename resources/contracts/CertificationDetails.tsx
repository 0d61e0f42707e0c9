import {
    Alert,
    Box,
    CircularProgress,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import PendingIcon from '@mui/icons-material/HourglassEmpty';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../src/components/SectionCard';
import { certificationsByPlanYear, isRts, rtsIndicator } from '../../src/domain/readyToSell';
import { RtsChip } from '../../src/components/RtsState';
import type { ContractCertification } from './types';
import type { ContractStateLookup } from './useContractState';

const KNOWN_STATUSES = ['RTS', 'Failed', 'Pending'];

const CertificationStatus = ({ status }: { status: string }) => {
    const translate = useTranslate();
    const known = KNOWN_STATUSES.find(candidate => candidate.toLowerCase() === status.toLowerCase());
    const icon = isRts(status) ? (
        <CheckCircleIcon color="success" fontSize="small" />
    ) : known === 'Failed' ? (
        <CancelIcon color="error" fontSize="small" />
    ) : (
        <PendingIcon color="action" fontSize="small" />
    );
    return (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            {icon}
            <span>{known ? translate(`common.rts.statuses.${known}`) : status}</span>
        </Stack>
    );
};

// The RTS chip waits for the contract's status (a pending or terminated contract is not ready to sell); when it
// cannot be known the chip is left out and the page says why, rather than claim ready to sell.
export const CertificationDetails = ({
    certifications,
    status,
}: {
    certifications: ContractCertification[];
    status: ContractStateLookup;
}) => {
    const translate = useTranslate();
    return (
        <SectionCard title="resources.contracts.detail.certifications">
            {status.failed && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {translate('resources.contracts.detail.statusUnknown')}
                </Alert>
            )}
            <Stack spacing={3}>
                {certificationsByPlanYear(certifications).map(group => (
                    <Box key={group.planYear}>
                        <Stack
                            direction="row"
                            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
                        >
                            <Typography variant="h3">
                                {translate('resources.contracts.detail.planYear', { year: group.planYear })}
                            </Typography>
                            {status.state ? (
                                <RtsChip
                                    planYear={group.planYear}
                                    state={rtsIndicator(certifications, group.planYear, status.state)}
                                />
                            ) : (
                                !status.failed && (
                                    <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
                                )
                            )}
                        </Stack>
                        <Table
                            size="small"
                            sx={{ mt: 1 }}
                            aria-label={translate('resources.contracts.detail.planYear', { year: group.planYear })}
                        >
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate('resources.contracts.certifications.policyType')}</TableCell>
                                    <TableCell>{translate('resources.contracts.certifications.state')}</TableCell>
                                    <TableCell>{translate('resources.contracts.certifications.status')}</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {group.certifications.map((certification, index) => (
                                    <TableRow key={index}>
                                        <TableCell>{certification.PolicyTypeAbbreviation}</TableCell>
                                        <TableCell>{certification.StateAbbreviation}</TableCell>
                                        <TableCell>
                                            <CertificationStatus status={certification.Status} />
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </Box>
                ))}
            </Stack>
        </SectionCard>
    );
};
