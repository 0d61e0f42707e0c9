import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { today } from '../forms/dates';

const WHOLE_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Why a typed filter date cannot be asked for: not a whole calendar day ('invalid'; a year before 1900 is one
 * still being typed digit by digit), or after today ('future', spec part 2 §5).
 */
export const filterDateProblem = (value: string): 'invalid' | 'future' | undefined => {
    const match = WHOLE_DAY.exec(value);
    if (!match || Number(match[1]) < 1900) return 'invalid';
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    if (!date.toISOString().startsWith(value)) return 'invalid';
    return value > today() ? 'future' : undefined;
};

export type DateBound = 'start' | 'end';

export interface DateRangeFieldsProps {
    /** The two fields' labels, translated. */
    labels: Record<DateBound, string>;
    start: string | undefined;
    end: string | undefined;
    /** One end changed: a day to ask for, or undefined for an emptied field. */
    onChange: (bound: DateBound, value: string | undefined) => void;
    /**
     * What a date after today, a start after the end or a date still being typed does. 'clamp': a later date
     * becomes today and the field shows what the filter holds. 'explain': the field keeps what is typed, says
     * why under it, and passes on only an acceptable day (give the fields a new `key` to empty them).
     */
    mode: 'clamp' | 'explain';
}

interface DateFieldProps extends Pick<DateRangeFieldsProps, 'mode'> {
    label: string;
    value: string | undefined;
    min?: string;
    max: string;
    isOutOfOrder: (value: string) => boolean;
    onChange: (value: string | undefined) => void;
}

const DateField = ({ label, value, min, max, isOutOfOrder, mode, onChange }: DateFieldProps) => {
    const translate = useTranslate();
    const [typed, setTyped] = useState(value ?? '');
    const explain = mode === 'explain';
    const problem =
        !explain || typed === ''
            ? undefined
            : filterDateProblem(typed) === 'future'
              ? 'messages.validation.noFutureDate'
              : isOutOfOrder(typed)
                ? 'messages.validation.startAfterEnd'
                : undefined;
    return (
        <TextField
            type="date"
            size="small"
            label={label}
            value={explain ? typed : (value ?? '')}
            error={Boolean(problem)}
            helperText={problem ? translate(problem) : undefined}
            onChange={event => {
                const next = event.target.value;
                setTyped(next);
                if (next === '') onChange(undefined);
                else if (!explain) onChange(next > today() ? today() : next);
                else if (!filterDateProblem(next) && !isOutOfOrder(next)) onChange(next);
            }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
        />
    );
};

/**
 * A filter's date range: two date fields, neither after today (spec part 2 §5), the start not after the end.
 * The date pickers offer only such days; what is typed follows `mode`. Fragments: the fields sit in the
 * caller's grid.
 */
export const DateRangeFields = ({ labels, start, end, onChange, mode }: DateRangeFieldsProps) => {
    const max = today();
    return (
        <>
            <DateField
                label={labels.start}
                value={start}
                max={end || max}
                isOutOfOrder={value => Boolean(end && value > end)}
                mode={mode}
                onChange={value => onChange('start', value)}
            />
            <DateField
                label={labels.end}
                value={end}
                min={start}
                max={max}
                isOutOfOrder={value => Boolean(start && value < start)}
                mode={mode}
                onChange={value => onChange('end', value)}
            />
        </>
    );
};
