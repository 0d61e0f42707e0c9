import { useId } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PartialNote } from '../../../src/components/PartialAnswer';
import { SOA_FLAGS } from './rules';
import { C } from './rowTexts';
import type { SoaCheck, Verdict } from './useSoaCheck';

export const checkAnswer = (check: SoaCheck, counts: Record<Verdict, number>) => {
    const flagged = SOA_FLAGS.reduce((sum, flag) => sum + counts[flag], 0);
    // Before the month searches start the run is idle: nothing is answered yet.
    const answering = check.status === 'running' || check.status === 'idle';
    // An application still to be placed after a Cancel has no result, as one whose search failed.
    const unknown = counts.unchecked + (check.status === 'cancelled' ? counts.checking : 0);
    const notSearched = answering ? 0 : check.months.total - check.searched;
    return {
        flagged,
        decided: flagged + counts.pass,
        answering,
        unknown,
        notSearched,
        partial: !answering && (notSearched > 0 || unknown > 0),
    };
};

type Answer = ReturnType<typeof checkAnswer>;

// With months not searched or results not known it speaks only for the enrollments judged, never "none" or
// "all in time".
export const CheckHeadline = ({ answer, found, months }: { answer: Answer; found: number; months: number }) => {
    const translate = useTranslate();
    const noteId = useId();
    const { flagged, decided, partial } = answer;
    const headline = answer.answering
        ? translate(`${C}.headline.checking`)
        : partial && decided === 0
          ? translate(`${C}.headline.noneChecked`)
          : flagged > 0
            ? translate(`${C}.headline.flagged`, { smart_count: flagged, checked: decided })
            : partial
              ? translate(`${C}.headline.cleanSoFar`, { smart_count: decided })
              : found === 0
                ? translate(`${C}.headline.none`)
                : translate(`${C}.headline.clean`, { smart_count: decided });
    const parts = [
        ...(answer.notSearched > 0
            ? [translate(`${C}.partial.months`, { count: answer.notSearched, smart_count: months })]
            : []),
        ...(answer.unknown > 0 ? [translate(`${C}.partial.enrollments`, { smart_count: answer.unknown })] : []),
    ];
    return (
        <>
            <Typography
                variant="h2"
                aria-describedby={partial ? noteId : undefined}
                sx={{ fontSize: '1.25rem', fontWeight: 600 }}
            >
                {headline}
            </Typography>
            {partial && <PartialNote id={noteId} parts={parts} />}
        </>
    );
};
