import { useEffect, useState } from 'react';
import { FOCUS_ROOM } from '../../layout/theme';

/**
 * For a table's own scrolling box whose header row stays in place: whatever Tab (or Shift+Tab) brings into view
 * in the box is kept below that row, never under it. The row's height depends on its labels' wrapping, so it is
 * measured, and measured again when it changes. Returns the ref for the box.
 */
export const useHeaderRowRoom = () => {
    const [box, setBox] = useState<HTMLElement | null>(null);
    useEffect(() => {
        const head = box?.querySelector('thead');
        if (!box || !head || typeof ResizeObserver === 'undefined') return;
        const observer = new ResizeObserver(() => {
            box.style.scrollPaddingTop = `${head.offsetHeight + FOCUS_ROOM}px`;
        });
        observer.observe(head);
        return () => observer.disconnect();
    }, [box]);
    return setBox;
};
