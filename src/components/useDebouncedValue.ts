import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `delayMs` (text filters wait 500 ms: one call per word, not per key). */
export const useDebouncedValue = <T>(value: T, delayMs = 500): T => {
    const [settled, setSettled] = useState(value);
    useEffect(() => {
        const timer = setTimeout(() => setSettled(value), delayMs);
        return () => clearTimeout(timer);
    }, [value, delayMs]);
    return settled;
};
