import { useCallback } from 'react';
import { FOCUS_ROOM } from '../../layout/theme';

/**
 * Keeps what Tab brings into view below the box's fixed header row, measured again when its labels wrap anew.
 * A ref callback, not state: a state set as the box mounts would draw the whole table a second time at once.
 */
export const useHeaderRowRoom = () =>
    useCallback((box: HTMLElement | null) => {
        const head = box?.querySelector('thead');
        if (!box || !head || typeof ResizeObserver === 'undefined') return;
        const observer = new ResizeObserver(() => {
            box.style.scrollPaddingTop = `${head.offsetHeight + FOCUS_ROOM}px`;
        });
        observer.observe(head);
        return () => observer.disconnect();
    }, []);
