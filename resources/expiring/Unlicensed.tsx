import { useId, useState } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ForecastItem, ForecastProducer, RtsForecastItem } from './forecastRules';
import type { PortalType } from '../../src/portal/types';
import { ItemRows } from './ForecastList';
import { text } from './itemTexts';

const HEADING_ID = 'expiring-unlicensed';

export const UnlicensedNotCounted = ({
    unlicensed,
    portalType,
    linked = false,
}: {
    unlicensed: readonly RtsForecastItem[];
    portalType: PortalType;
    linked?: boolean;
}) => {
    const translate = useTranslate();
    if (unlicensed.length === 0) return null;
    const said = translate(text(`unlicensed.notCounted.${portalType}`), { smart_count: unlicensed.length });
    return (
        <Typography variant="body2" sx={{ mb: linked ? 2 : 0, mt: linked ? 0 : 1 }}>
            {linked ? <Link href={`#${HEADING_ID}`}>{said}</Link> : said}
        </Typography>
    );
};

export const UnlicensedSection = ({
    unlicensed,
    portalType,
    producerName,
}: {
    unlicensed: RtsForecastItem[];
    portalType: PortalType;
    producerName: (producer: ForecastProducer) => string;
}) => {
    const translate = useTranslate();
    const listId = useId();
    const [open, setOpen] = useState(false);
    if (unlicensed.length === 0) return null;
    const license = (item: ForecastItem) =>
        item.kind === 'rts' ? translate(text('unlicensed.license'), { states: item.states.join(', ') }) : '';
    return (
        <Box component="section" aria-labelledby={HEADING_ID} sx={{ mb: 3 }}>
            <Typography variant="h2" id={HEADING_ID} sx={{ fontSize: '1.25rem', mb: 1 }}>
                {translate(text('unlicensed.title'))}{' '}
                <Typography component="span" color="text.secondary">
                    ({translate(text('windowCount'), { smart_count: unlicensed.length })})
                </Typography>
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
                {translate(text(`unlicensed.why.${portalType}`))}
            </Typography>
            <Button aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
                {open
                    ? translate(text('unlicensed.hide'))
                    : translate(text('unlicensed.show'), { smart_count: unlicensed.length })}
            </Button>
            <Box id={listId} hidden={!open}>
                {open && (
                    <ItemRows items={unlicensed} portalType={portalType} producerName={producerName} note={license} />
                )}
            </Box>
        </Box>
    );
};
