import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plainTextOf, SafeHtml, sanitizeHtml } from '../../../src/components/SafeHtml';

describe('HTML from the server', () => {
    it('removes scripts, event handlers, javascript: links, forms and styles', () => {
        const clean = sanitizeHtml(
            '<p onclick="steal()">Hi<script>steal()</script></p><img src="x" onerror="steal()">' +
                '<a href="javascript:steal()">bad</a><form><input name="q"></form><p style="color:red">styled</p>'
        );
        expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<form|<input|style=/i);
        expect(clean).toContain('Hi');
        expect(clean).toContain('styled');
    });

    it('opens links in a new tab that cannot reach back into the portal', () => {
        const { container } = render(<SafeHtml html='<p>Read <a href="https://example.com/news">more</a></p>' />);
        const link = container.querySelector('a');
        expect(link).toHaveAttribute('href', 'https://example.com/news');
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('shows nothing for an answer that is not text, and reads plain text out of markup', () => {
        expect(sanitizeHtml(null)).toBe('');
        expect(sanitizeHtml({ html: '<b>x</b>' })).toBe('');
        expect(plainTextOf('<p>Open &amp; <b>enroll</b></p>')).toBe('Open & enroll');
    });
});
