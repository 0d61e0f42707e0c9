import { Alert, Checkbox, FormControlLabel } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate, type Validator } from 'react-admin';
import { useFormatters } from '../components/formatting';
import { calendarDay, localDay } from './dates';
import { clock } from '../clock';

const isPast = (value: unknown, now: Date): value is string =>
    typeof value === 'string' && calendarDay(value) !== undefined && value.slice(0, 10) < localDay(now);

const valueAt = (values: unknown, path: string): unknown =>
    path
        .split('.')
        .reduce<unknown>(
            (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
            values
        );

/** An expiration date long gone is more often a slip of the year than an expired policy. */
export const confirmedIfPast =
    (confirmSource: string, now: () => Date = () => clock.now()): Validator =>
    (value: unknown, allValues: unknown) =>
        isPast(value, now()) && valueAt(allValues, confirmSource) !== value
            ? 'common.forms.pastDate.unconfirmed'
            : undefined;

export const PastDateConfirmation = ({ source, confirmSource }: { source: string; confirmSource: string }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const { setValue, trigger } = useFormContext();
    const [value, confirmed] = useWatch({ name: [source, confirmSource] }) as [unknown, unknown];
    if (!isPast(value, clock.now())) return null;
    return (
        <Alert severity="warning" role="note" sx={{ mb: 2 }}>
            {translate('common.forms.pastDate.warning', { date: date(value) })}
            <FormControlLabel
                sx={{ display: 'flex', mt: 0.5 }}
                control={
                    <Checkbox
                        checked={confirmed === value}
                        onChange={event => {
                            setValue(confirmSource, event.target.checked ? value : '', { shouldDirty: true });
                            // The date's own error goes (or comes back) with the answer.
                            void trigger(source);
                        }}
                    />
                }
                label={translate('common.forms.pastDate.confirm')}
            />
        </Alert>
    );
};
