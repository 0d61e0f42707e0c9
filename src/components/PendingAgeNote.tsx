import { Stack, Typography } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WarningIcon from '@mui/icons-material/WarningAmber';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslate } from 'react-admin';
import type { PendingAge } from '../domain/pendingAge';

const LOOK = {
    recent: { Icon: ScheduleIcon, color: 'text.secondary' },
    aging: { Icon: WarningIcon, color: 'warning.dark' },
    overdue: { Icon: ErrorIcon, color: 'error.main' },
} as const;

/**
 * How long a pending contract has waited, in words and with an icon per level (never colour alone): from 7 days
 * "over a week", from 14 "over two weeks".
 */
export const PendingAgeNote = ({ age }: { age: PendingAge }) => {
    const translate = useTranslate();
    const { Icon, color } = LOOK[age.level];
    const waited = translate(age.fromRequest ? 'common.pendingAge.waitedSinceRequest' : 'common.pendingAge.waited', {
        smart_count: age.days,
    });
    return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color }}>
            <Icon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
            <Typography variant="body2" sx={{ color, fontWeight: age.level === 'recent' ? undefined : 600 }}>
                {age.level === 'recent'
                    ? waited
                    : translate('common.pendingAge.withLevel', {
                          waited,
                          level: translate(`common.pendingAge.${age.level}`),
                      })}
            </Typography>
        </Stack>
    );
};
