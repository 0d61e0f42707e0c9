import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

/** Lets a page's heavy parts (a chart library) wait for its first data. Without a provider nothing waits. */
export interface PageData {
    shown: boolean;
    report: () => void;
}

export const PageDataContext = createContext<PageData | undefined>(undefined);

export const usePageData = () => useContext(PageDataContext);

/**
 * react-admin's loading page shows nothing for its first second. A page's first draw waits that long at most for
 * what it needs, and its later parts wait that long at most for its first answer: past it, waiting draws nothing
 * sooner, and the later parts' own calls would queue behind a slow one.
 */
export const LOADING_PAGE_DELAY_MS = 1000;

/** The performance mark a page leaves when its later parts may start (the bench and the landing test read it). */
export const LATER_PARTS_MARK = 'later-parts';

/**
 * Shown from the next frame after the first answer (the report comes from an effect, which React may run before
 * the browser paints), or a second after the page was drawn without one.
 */
export const usePageDataState = (): PageData => {
    const [shown, setShown] = useState(false);
    const reported = useRef(false);
    const report = useCallback(() => {
        if (reported.current) return;
        reported.current = true;
        requestAnimationFrame(() =>
            setTimeout(() => {
                performance.mark?.(LATER_PARTS_MARK);
                setShown(true);
            })
        );
    }, []);
    useEffect(() => {
        const timer = setTimeout(report, LOADING_PAGE_DELAY_MS);
        return () => clearTimeout(timer);
    }, [report]);
    return useMemo(() => ({ shown, report }), [shown, report]);
};
