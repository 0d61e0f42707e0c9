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

export const sanitizeHtml = (html: unknown): string =>
    typeof html === 'string'
        ? DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] })
        : '';

export const plainTextOf = (html: unknown): string => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml(html);
    return holder.textContent?.trim() ?? '';
};

export type SafeHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & { html: unknown };

/** The one place the app sets inner HTML. */
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
