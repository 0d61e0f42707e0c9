import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

/** Lets a page's heavy parts (a chart library) wait for its first data. Without a provider nothing waits. */
export interface PageData {
    shown: boolean;
    report: () => void;
}

export const PageDataContext = createContext<PageData | undefined>(undefined);

export const usePageData = () => useContext(PageDataContext);

/**
 * How long a late first answer holds back what waits for it. Past a second react-admin shows its loading page, so
 * the page is drawn no sooner for waiting longer, and the later parts' own calls would queue behind the slow one.
 */
export const FIRST_ANSWER_WAIT_MS = 1000;

/** Shown from the next frame: the report comes from an effect, which React may run before the browser paints. */
export const usePageDataState = (): PageData => {
    const [shown, setShown] = useState(false);
    const reported = useRef(false);
    const report = useCallback(() => {
        if (reported.current) return;
        reported.current = true;
        requestAnimationFrame(() => setTimeout(() => setShown(true)));
    }, []);
    useEffect(() => {
        const timer = setTimeout(report, FIRST_ANSWER_WAIT_MS);
        return () => clearTimeout(timer);
    }, [report]);
    return useMemo(() => ({ shown, report }), [shown, report]);
};
