import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';

/**
 * Whether a page has shown its first answer (a region's data, empty text or error: QueryState tells it). A page
 * whose heavy parts (a chart library) should not compete with its first data provides it, and those parts load
 * once it is shown. Without a provider (a region rendered on its own) nothing waits.
 */
export interface PageData {
    shown: boolean;
    report: () => void;
}

export const PageDataContext = createContext<PageData | undefined>(undefined);

export const usePageData = () => useContext(PageDataContext);

/**
 * The value a page provides: shown from the frame after a region reported its answer. A report comes from an
 * effect, which React may run before the browser paints: what waits must not start before the answer is seen.
 */
export const usePageDataState = (): PageData => {
    const [shown, setShown] = useState(false);
    const reported = useRef(false);
    const report = useCallback(() => {
        if (reported.current) return;
        reported.current = true;
        requestAnimationFrame(() => setTimeout(() => setShown(true)));
    }, []);
    return useMemo(() => ({ shown, report }), [shown, report]);
};
