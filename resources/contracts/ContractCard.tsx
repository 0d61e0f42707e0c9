import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { ContractFacts } from './ContractFacts';
import { policyTypesText, useContractText } from './contractFormat';
import { rtsIndicator, type ContractState } from '../../src/domain/readyToSell';
import { RtsChip } from '../../src/components/RtsState';
import { PendingAgeNote } from '../../src/components/PendingAgeNote';
import type { PendingAge } from '../../src/domain/pendingAge';
import type { Contract } from './types';

export interface ContractCardProps {
    contract: Contract;
    rtsYears: number[];
    age?: PendingAge;
    /** A pending or terminated contract is not ready to sell. */
    status?: ContractState;
}

// The title's link is stretched over the card: one link per card for keyboard and screen reader users.
export const ContractCard = ({ contract, rtsYears, age, status }: ContractCardProps) => {
    const text = useContractText();
    const location = useLocation();
    return (
        <Card
            variant="outlined"
            sx={{
                position: 'relative',
                height: '100%',
                '&:hover': { borderColor: 'primary.main' },
                '&:focus-within': { borderColor: 'primary.main' },
            }}
        >
            <CardContent>
                <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
                    <Link
                        component={RouterLink}
                        to={`/contracts/${encodeURIComponent(String(contract.id))}`}
                        // The detail's back link returns to the list as it was filtered.
                        state={{ from: `${location.pathname}${location.search}` }}
                        underline="hover"
                        sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
                    >
                        {text.title(contract)}
                    </Link>
                </Typography>
                <ContractFacts
                    facts={[
                        { label: 'resources.contracts.fields.PolicyTypes', value: policyTypesText(contract) },
                        { label: 'resources.contracts.fields.WritingNumber', value: contract.WritingNumber },
                        { label: 'resources.contracts.fields.UplineAgency', value: contract.UplineAgency },
                        { label: 'resources.contracts.fields.dates', value: text.dates(contract) },
                    ]}
                />
                {age && (
                    <Box sx={{ mt: 1.5 }}>
                        <PendingAgeNote age={age} />
                    </Box>
                )}
                {contract.ownerType === 'agent' && (
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
                        {rtsYears.map(year => (
                            <RtsChip
                                key={year}
                                planYear={year}
                                state={rtsIndicator(contract.ContractCertifications, year, status)}
                            />
                        ))}
                    </Stack>
                )}
            </CardContent>
        </Card>
    );
};
