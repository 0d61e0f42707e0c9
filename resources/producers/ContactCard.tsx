import type { ReactNode } from 'react';
import { Box, Chip, Link, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../src/components/SectionCard';
import { displayEmail } from '../../src/domain/emailDisplay';
import type { ProducerSummary } from './types';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box sx={{ py: 0.75 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
            {label}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {children}
        </Typography>
    </Box>
);

/** The producer's contact details: name, email, NPN and phone numbers (type and a worded primary marker). */
export const ContactCard = ({ producer }: { producer: ProducerSummary }) => {
    const translate = useTranslate();
    const field = (name: string) => translate(`resources.producers.fields.${name}`);
    const notProvided = translate('resources.producers.detail.notProvided');
    const phones = producer.phone_numbers ?? [];
    return (
        <SectionCard title="resources.producers.detail.contact">
            <Box component="dl" sx={{ m: 0 }}>
                {/* Entered text is isolated (<bdi>): a right-to-left mark in it must not reorder what follows. */}
                <Fact label={field('name')}>
                    <bdi>{`${producer.first_name} ${producer.last_name}`.trim()}</bdi>
                </Fact>
                <Fact label={field('email')}>
                    {producer.email ? (
                        <Link href={`mailto:${producer.email}`}>
                            <bdi>{displayEmail(producer.email)}</bdi>
                        </Link>
                    ) : (
                        notProvided
                    )}
                </Fact>
                <Fact label={field('npn')}>{producer.npn ? <bdi>{producer.npn}</bdi> : notProvided}</Fact>
                <Fact label={field('phone_numbers')}>
                    {phones.length === 0 ? (
                        translate('resources.producers.detail.noPhones')
                    ) : (
                        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
                            {phones.map(phone => (
                                <Box
                                    component="li"
                                    key={phone.Id}
                                    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                                >
                                    <Link href={`tel:${phone.PhoneNumber.replace(/[^\d+]/g, '')}`}>
                                        {phone.PhoneNumber}
                                    </Link>
                                    <Typography component="span" variant="body2" color="text.secondary">
                                        {translate(`resources.producers.detail.phoneTypes.${phone.PhoneType}`, {
                                            _: phone.PhoneType,
                                        })}
                                    </Typography>
                                    {phone.IsPrimary && (
                                        <Chip
                                            size="small"
                                            variant="outlined"
                                            color="primary"
                                            icon={<StarIcon aria-hidden />}
                                            label={translate('resources.producers.detail.primary')}
                                        />
                                    )}
                                </Box>
                            ))}
                        </Box>
                    )}
                </Fact>
            </Box>
        </SectionCard>
    );
};
