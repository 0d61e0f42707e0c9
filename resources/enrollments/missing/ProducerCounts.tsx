import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FilterSelect } from '../../../src/components/FilterCard';
import type { ProducerCount } from './check';

const M = 'resources.enrollments.missing.byProducer';

/** The producers with the most enrollments to follow up, shown before the rest is asked for. */
export const PRODUCERS_SHOWN = 5;

export const ProducerCounts = ({
    counts,
    producer,
    onProducer,
}: {
    counts: ProducerCount[];
    producer?: string;
    onProducer: (producer: string | undefined) => void;
}) => {
    const translate = useTranslate();
    const [showAll, setShowAll] = useState(false);
    if (counts.length === 0) return null;
    const shown = showAll ? counts : counts.slice(0, PRODUCERS_SHOWN);
    return (
        <Box component="section" aria-labelledby="missing-by-producer" sx={{ mt: 2 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
                <Typography id="missing-by-producer" variant="h2" sx={{ fontSize: '1rem', flexGrow: 1 }}>
                    {translate(`${M}.title`, { smart_count: counts.length })}
                </Typography>
                <Box sx={{ minWidth: 220 }}>
                    <FilterSelect
                        label={translate(`${M}.filter`)}
                        value={producer}
                        options={counts.map(entry => ({
                            id: entry.id,
                            name: translate(`${M}.option`, { name: entry.name, smart_count: entry.count }),
                        }))}
                        onChange={onProducer}
                        anyLabel={`${M}.any`}
                    />
                </Box>
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {shown.map(entry => {
                    const chosen = entry.id === producer;
                    return (
                        <li key={entry.id}>
                            <Button
                                size="small"
                                variant={chosen ? 'contained' : 'outlined'}
                                aria-pressed={chosen}
                                onClick={() => onProducer(chosen ? undefined : entry.id)}
                                sx={{ textTransform: 'none' }}
                            >
                                {translate(`${M}.option`, { name: entry.name, smart_count: entry.count })}
                            </Button>
                        </li>
                    );
                })}
                {counts.length > PRODUCERS_SHOWN && (
                    <li>
                        <Button size="small" onClick={() => setShowAll(all => !all)} sx={{ textTransform: 'none' }}>
                            {showAll
                                ? translate(`${M}.showFewer`)
                                : translate(`${M}.showAll`, { smart_count: counts.length })}
                        </Button>
                    </li>
                )}
            </Box>
        </Box>
    );
};
