import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';

/** Lets a page's heavy parts (a chart library) wait for its first data. Without a provider nothing waits. */
export interface PageData {
    shown: boolean;
    report: () => void;
}

export const PageDataContext = createContext<PageData | undefined>(undefined);

export const usePageData = () => useContext(PageDataContext);

/** Shown from the next frame: the report comes from an effect, which React may run before the browser paints. */
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
