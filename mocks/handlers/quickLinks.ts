import { http, HttpResponse } from 'msw';
import { defineDemoArea } from './area';
import { api } from './shared';

const OWNER_TYPES = new Set(['agents', 'agencies']);

/**
 * Quick links: each portal's quoting tool instances. In the demo Connecture is a captive
 * instance (opened as it is) and Sunfire a shared one (the user's connection claim is added to it).
 */
const quickLinkHandlers = ['connecture', 'sunfire'].map(tool =>
    http.get(api(`/t/:owners/:ownerId/${tool}`), ({ params }) => {
        if (!OWNER_TYPES.has(String(params.owners))) return;
        const owner = `${String(params.owners)}/${encodeURIComponent(String(params.ownerId))}`;
        return HttpResponse.json({
            sso_url: `https://${tool}.example.com/sso/${owner}`,
            is_captive: tool === 'connecture',
        });
    })
);

export const quickLinksDemo = defineDemoArea({ name: 'quick-links', handlers: quickLinkHandlers });
