import DOMPurify from 'dompurify';
import { Box, type BoxProps } from '@mui/material';
import { useMemo } from 'react';

// Links in server HTML leave the portal in a new tab that cannot reach back into it (window.opener).
DOMPurify.addHook('afterSanitizeAttributes', node => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
    }
});

/**
 * HTML from the server (alert bodies, news summaries) made safe to show: scripts, event handlers,
 * `javascript:` URLs, forms and frames removed (DOMPurify's defaults, with forms and styles forbidden too), and
 * links opened in a new tab with `rel="noopener noreferrer"`. Returns '' for anything that is not a string.
 */
export const sanitizeHtml = (html: unknown): string =>
    typeof html === 'string'
        ? DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] })
        : '';

/** The text of server HTML, for a title attribute or a screen-reader label: no markup, entities decoded. */
export const plainTextOf = (html: unknown): string => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml(html);
    return holder.textContent?.trim() ?? '';
};

export type SafeHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & { html: unknown };

/**
 * Shows server HTML after sanitizeHtml; the one place the app sets inner HTML. Paragraph margins of the
 * markup are trimmed so it sits in a card or an alert like text would.
 */
export const SafeHtml = ({ html, sx, ...props }: SafeHtmlProps) => {
    const clean = useMemo(() => sanitizeHtml(html), [html]);
    return (
        <Box
            {...props}
            sx={[{ '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 } }, ...(Array.isArray(sx) ? sx : [sx])]}
            dangerouslySetInnerHTML={{ __html: clean }}
        />
    );
};
