import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useDictionary } from '../../src/api/useDictionary';

// The starting value, not a change: leaving the untouched form asks nothing. Applied once, never over a chosen state.
export const StateFromAddress = ({ source }: { source: string }) => {
    const [search] = useSearchParams();
    const asked = search.get('state')?.trim().toUpperCase();
    const { data: states } = useDictionary('states');
    const { getValues, resetField, formState } = useFormContext();
    // The form sets its starting values once mounted (react-admin's Form resets them): chosen after that.
    const { isReady } = formState;
    const applied = useRef(false);
    useEffect(() => {
        if (!asked || !states || !isReady || applied.current) return;
        applied.current = true;
        if (getValues(source)) return;
        const state = states.find(
            candidate =>
                (candidate.abbreviation ?? '').toUpperCase() === asked || candidate.name.toUpperCase() === asked
        );
        if (state?.abbreviation) resetField(source, { defaultValue: state.abbreviation });
    }, [asked, states, isReady, source, getValues, resetField]);
    return null;
};
