import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { today } from '../forms/dates';
import { filterDateProblem } from './filterDates';

export type DateBound = 'start' | 'end';

export interface DateRangeFieldsProps {
    labels: Record<DateBound, string>;
    /** Read with `readFilterDate`: never later than today. */
    start: string | undefined;
    end: string | undefined;
    onChange: (bound: DateBound, value: string | undefined) => void;
    corrected?: Partial<Record<DateBound, boolean>>;
}

interface DateFieldProps {
    label: string;
    value: string | undefined;
    min?: string;
    max: string;
    corrected: boolean;
    isOutOfOrder: (value: string) => boolean;
    onChange: (value: string | undefined) => void;
}

const DateField = ({ label, value, min, max, corrected, isOutOfOrder, onChange }: DateFieldProps) => {
    const translate = useTranslate();
    // What is typed, until it is a whole day (a year typed digit by digit is not one yet).
    const [typed, setTyped] = useState(value ?? '');
    const [shownValue, setShownValue] = useState(value);
    const [laterTyped, setLaterTyped] = useState(false);
    if (value !== shownValue) {
        setShownValue(value);
        setTyped(value ?? '');
    }
    // A day made today says so first, even when today is after the other end: it is why the field shows a day
    // the person did not type; the other end still says the range is backwards.
    const notice =
        (laterTyped || corrected) && value === today()
            ? 'messages.validation.noFutureDate'
            : value && isOutOfOrder(value)
              ? 'messages.validation.startAfterEnd'
              : undefined;
    return (
        <TextField
            type="date"
            size="small"
            label={label}
            value={typed}
            error={notice === 'messages.validation.startAfterEnd'}
            helperText={notice ? translate(notice) : undefined}
            onChange={event => {
                const next = event.target.value;
                // Emptying one part of the date to retype it (a Backspace in the year) leaves the field's value
                // empty for a moment: a date still being typed, not a field emptied to mean "no date".
                const partlyTyped = next === '' && event.target.validity.badInput;
                const problem = partlyTyped ? 'invalid' : next === '' ? undefined : filterDateProblem(next);
                setLaterTyped(problem === 'future');
                if (problem === 'invalid') return setTyped(next);
                const day = problem === 'future' ? today() : next || undefined;
                setTyped(day ?? '');
                onChange(day);
            }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
        />
    );
};

/** A start after the end is asked for as shown (nothing matches), so the list always shows what the fields say. */
export const DateRangeFields = ({ labels, start, end, onChange, corrected }: DateRangeFieldsProps) => {
    const max = today();
    return (
        <>
            <DateField
                label={labels.start}
                value={start}
                max={end || max}
                corrected={Boolean(corrected?.start)}
                isOutOfOrder={value => Boolean(end && value > end)}
                onChange={value => onChange('start', value)}
            />
            <DateField
                label={labels.end}
                value={end}
                min={start}
                max={max}
                corrected={Boolean(corrected?.end)}
                isOutOfOrder={value => Boolean(start && value < start)}
                onChange={value => onChange('end', value)}
            />
        </>
    );
};
