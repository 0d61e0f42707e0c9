import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiValue } from '../../../src/components/ApiValue';
import type { CauseGroup } from './rules';
import { D } from './RateTables';

/** Grouped by whether the agent could have had a hand in it: a death or a move is not the agent's doing. */
export const EndingCauses = ({ causes }: { causes: readonly CauseGroup[] }) => {
    const translate = useTranslate();
    if (causes.length === 0) return null;
    return (
        <Box component="section" aria-labelledby="disenrollment-causes" sx={{ mt: 3 }}>
            <Typography id="disenrollment-causes" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
                {translate(`${D}.causes.title`)}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {causes.map(group => (
                    <li key={group.cause}>
                        <Typography component="span" sx={{ fontWeight: 600 }}>
                            {translate(`${D}.causes.${group.cause}`)}: {group.count}
                        </Typography>
                        <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
                            {group.reasons.map(({ reason, count }) => (
                                <Typography component="li" variant="body2" key={reason}>
                                    {reason ? (
                                        <ApiValue kind="terminationReason" value={reason} />
                                    ) : (
                                        translate(`${D}.causes.noReason`)
                                    )}
                                    : {count}
                                </Typography>
                            ))}
                        </Box>
                    </li>
                ))}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate(`${D}.causes.note`)}
            </Typography>
        </Box>
    );
};
