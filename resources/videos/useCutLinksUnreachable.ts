import { useEffect, useState } from 'react';

// A link the clamp hides takes no Tab stop, since its focus ring would be drawn where no one sees it. Sorted again
// when the box's size changes (another width wraps its lines anew) and when its content does.
export const useCutLinksUnreachable = (content: unknown) => {
    const [box, setBox] = useState<HTMLElement | null>(null);
    useEffect(() => {
        if (!box || typeof ResizeObserver === 'undefined') return;
        const sort = () => {
            const shownUntil = box.getBoundingClientRect().bottom;
            for (const link of box.querySelectorAll<HTMLElement>('a[href]')) {
                // A link whose first line starts at or below the box's bottom edge is wholly cut off.
                const first = link.getClientRects()[0];
                if (!first || first.top >= shownUntil - 1) link.tabIndex = -1;
                else link.removeAttribute('tabindex');
            }
        };
        const observer = new ResizeObserver(sort);
        observer.observe(box);
        return () => observer.disconnect();
    }, [box, content]);
    return setBox;
};
