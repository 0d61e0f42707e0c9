import { useEffect, useState } from 'react';
import { FOCUS_ROOM } from '../../layout/theme';

/** Keeps what Tab brings into view below the box's fixed header row, measured again when its labels wrap anew. */
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
