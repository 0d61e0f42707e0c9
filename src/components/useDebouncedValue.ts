import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `delayMs` (the spec's text filters wait 500 ms). */
export const useDebouncedValue = <T>(value: T, delayMs = 500): T => {
    const [settled, setSettled] = useState(value);
    useEffect(() => {
        const timer = setTimeout(() => setSettled(value), delayMs);
        return () => clearTimeout(timer);
    }, [value, delayMs]);
    return settled;
};
