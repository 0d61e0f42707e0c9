/**
 * The audit's looks run inside the page, as `window.a11yAudit`. Plain JavaScript in a string, not functions
 * handed to page.evaluate: tsx wraps named functions in a helper of its own that the page does not have.
 */
export const IN_PAGE = String.raw`
window.a11yAudit = (() => {
    const describe = element => {
        const label = element.getAttribute('aria-label') || element.textContent || '';
        return element.tagName.toLowerCase() + ' "' + label.trim().replace(/\s+/g, ' ').slice(0, 60) + '"';
    };
    // Screen-reader-only text is clipped to a pixel on purpose: not text a person fails to see.
    const visuallyHidden = (element, box) => box.width <= 1 || box.height <= 1 || element.closest('[aria-hidden="true"]');

    /** Text cut short by an ellipsis or a line clamp, with its words. */
    const cutText = () => {
        const found = [];
        for (const element of document.body.querySelectorAll('*')) {
            const style = getComputedStyle(element);
            const clamp = style.webkitLineClamp && style.webkitLineClamp !== 'none';
            if (style.textOverflow !== 'ellipsis' && !clamp) continue;
            const box = element.getBoundingClientRect();
            if (visuallyHidden(element, box) || style.visibility === 'hidden') continue;
            const cutWide = style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1;
            const cutTall = clamp && element.scrollHeight > element.clientHeight + 1;
            if (!cutWide && !cutTall) continue;
            found.push((cutTall ? 'clamp: ' : 'ellipsis: ') + describe(element));
        }
        return found;
    };

    /** WCAG 1.4.12's spacing, on every element, as a person's style sheet would set it. */
    const spaceText = on => {
        const id = 'a11y-audit-text-spacing';
        document.getElementById(id)?.remove();
        if (!on) return;
        const style = document.createElement('style');
        style.id = id;
        style.textContent =
            '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }' +
            ' p { margin-bottom: 2em !important; }';
        document.head.append(style);
    };

    /** The focused element once the page has stopped moving: what covers it, whether its focus shows. */
    const focusStop = async () => {
        await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
        await Promise.all(document.getAnimations().map(animation => animation.finished.catch(() => undefined)));
        const element = document.activeElement;
        if (!element || element === document.body) return { atBody: true };
        const box = element.getBoundingClientRect();
        const name = describe(element);
        const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        const middle = document.elementFromPoint(
            Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1),
            Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1)
        );
        const coveredBy =
            inView && middle && !element.contains(middle) && !middle.contains(element)
                ? middle.closest('header') ? 'the header'
                : middle.closest('thead') ? "a table's header row"
                : middle.closest('.MuiSnackbar-root') ? 'a toast'
                : describe(middle)
                : undefined;
        const style = getComputedStyle(element);
        const ring =
            (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
            style.boxShadow !== 'none' ||
            element.closest('.Mui-focused, .Mui-focusVisible') !== null;
        return {
            name,
            skipLink: element.matches('.skip-nav-button, [class*="skip" i]'),
            inView,
            coveredBy,
            ring,
            inFrame: element.tagName === 'IFRAME',
        };
    };

    /** What a stray key press could have changed. */
    const pageState = () => ({
        address: location.pathname + location.search,
        focused: document.activeElement ? describe(document.activeElement) : '',
        dialogs: document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"]:not(.RaMenu-root)')
            .length,
    });

    /** Images, drawings and media on the page: where text could be drawn, or sound and video played. */
    const images = () =>
        [...document.querySelectorAll('img, canvas, svg[role="img"], audio, video, iframe, object, embed')].map(
            element =>
                element.tagName === 'IMG' || element.tagName === 'IFRAME'
                    ? element.tagName.toLowerCase() + ' ' + new URL(element.src, location.href).host +
                      ' "' + (element.alt || element.title || '').slice(0, 40) + '"'
                    : element.tagName.toLowerCase() + ' "' + (element.getAttribute('aria-label') || '').slice(0, 40) + '"'
        );

    /** WCAG's contrast of two rgb() colours. */
    const contrast = (one, other) => {
        const luminance = colour => {
            const [r, g, b] = (colour.match(/[\d.]+/g) || []).slice(0, 3).map(value => {
                const c = Number(value) / 255;
                return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
        return (light + 0.05) / (dark + 0.05);
    };

    /** Each chart's series colours: their contrast with the card behind and with one another (1.4.1, 1.4.11). */
    const chartColours = () =>
        [...document.querySelectorAll('[role="img"]')].flatMap(chart => {
            const fills = [...new Set([...chart.querySelectorAll('svg rect, svg path')]
                .filter(shape => shape.getBoundingClientRect().width > 2 && shape.getBoundingClientRect().height > 2)
                .map(shape => getComputedStyle(shape).fill)
                .filter(fill => fill.startsWith('rgb(')))];
            if (fills.length === 0) return [];
            let behind = 'rgb(255, 255, 255)';
            for (let at = chart; at; at = at.parentElement) {
                const background = getComputedStyle(at).backgroundColor;
                if (background.startsWith('rgb(')) { behind = background; break; }
            }
            const name = chart.getAttribute('aria-label') || '';
            return fills.map((fill, index) =>
                name + ': ' + fill + ' ' + contrast(fill, behind).toFixed(1) + ':1 on ' + behind +
                (index > 0 ? ', ' + contrast(fill, fills[0]).toFixed(1) + ':1 with ' + fills[0] : '')
            );
        });

    /**
     * 1.3.5: each field's label and its autocomplete, where one is set. A person's own details (My profile) carry
     * their purpose; fields about someone else (a customer) are not the user's and carry none.
     */
    const fieldPurposes = () =>
        [...document.querySelectorAll('input, select, textarea')]
            .filter(field => !['', 'off', null].includes(field.getAttribute('autocomplete')))
            .map(field => {
                const label = field.labels?.[0]?.textContent || field.getAttribute('aria-label') || field.name || '';
                return label.replace(/[\s*]+$/, '').trim() + ': ' + field.getAttribute('autocomplete');
            });

    /** The page's title, its language and the sidebar's entries in order (2.4.2, 3.1.1, 3.2.3, 3.2.6). */
    const pageFacts = () => ({
        title: document.title,
        lang: document.documentElement.lang,
        menu: [...document.querySelectorAll('.RaMenu-root [role="menuitem"]')].map(item => item.textContent.trim()),
    });

    /** Animations that never end, which would have to be checked for flashing. */
    const endlessAnimations = () =>
        document
            .getAnimations()
            .filter(animation => animation.effect?.getTiming().iterations === Infinity)
            .map(animation => (animation.animationName || 'animation') + ' on ' + (animation.effect?.target?.className?.baseVal ?? animation.effect?.target?.className ?? ''));

    return {
        cutText,
        spaceText,
        focusStop,
        pageState,
        images,
        chartColours,
        fieldPurposes,
        pageFacts,
        endlessAnimations,
    };
})();
`;
