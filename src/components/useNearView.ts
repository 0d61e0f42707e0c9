import { useEffect, useState } from 'react';

/**
 * Whether an element is on screen or within a screen of it, so a part below the fold asks nothing until the reader
 * comes near. Once near, it stays so. Where the browser cannot tell (no IntersectionObserver), it is near at once.
 */
export const useNearView = <E extends Element>() => {
    const [element, setElement] = useState<E | null>(null);
    const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
    useEffect(() => {
        if (near || !element) return;
        const observer = new IntersectionObserver(
            entries => {
                if (entries.some(entry => entry.isIntersecting)) setNear(true);
            },
            { rootMargin: '100% 0px' }
        );
        observer.observe(element);
        return () => observer.disconnect();
    }, [element, near]);
    return [setElement, near] as const;
};
