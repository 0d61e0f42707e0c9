import type { ComponentType } from 'react';
import type { ApiArea, LazyApiArea } from '../api/dataProvider';
import { loadAreaTexts, type AreaTexts } from '../../i18n/catalogues';
import type { PortalType } from '../portal/types';
import { lazyPage, type EarlyCall } from '../routing/lazyPage';

export interface AreaPageDefinition {
    /** The page's address under the area: '' for the area's own address, 'submission', ':id'... */
    path: string;
    /** The page's code (route-level code splitting): loaded with the area's texts when first opened. */
    load: () => Promise<ComponentType>;
    /** A page for one portal type only, inside an area open to both. */
    portalType?: PortalType;
    /** The page's first call, started alongside the sign-in calls when the address names the portal. */
    early?: EarlyCall;
    /** A part of the area with its own texts and API, loaded with this page only (see AreaPart). */
    part?: AreaPart;
    /**
     * The page is served at this address (react-router syntax) instead of under the area's own: the readiness
     * of a producer lives at /producers/:agentId/readiness, yet its code is the readiness area's (resources
     * never import each other).
     */
    address?: string;
}

/**
 * Pages of an area whose texts and calls stay out of the area's first page: they load with the pages that
 * name the part (contract requests under /contracts must not grow the contract list's code). Its texts are
 * `resources.<name>`; its API, when it has calls of its own, is an area of the data provider like any other (a
 * part built only from other areas' calls, such as the SOA check, has none).
 */
export interface AreaPart {
    name: string;
    api?: LazyApiArea;
    texts: AreaTexts;
}

export interface AreaMenuEntry {
    /** Translation key of the sidebar entry (the shell's `app.menu.*`: the sidebar shows before any area loads). */
    label: string;
    icon: ComponentType;
}

export interface AreaDefinition<Api extends ApiArea | LazyApiArea | undefined = ApiArea | LazyApiArea | undefined> {
    /** The area's address segment and react-admin resource name: `/contracts`. */
    name: string;
    pages: AreaPageDefinition[];
    menu?: AreaMenuEntry;
    /** Every page of the area is for this portal type only (menu entry and routes). */
    portalType?: PortalType;
    /**
     * The area's part of the data provider: `lazyApiArea` (its code loads with its pages), or the API itself for
     * an area whose first call must not wait for code (the landing page's, started alongside the sign-in calls).
     */
    api?: Api;
    /** The area's catalogue, `resources.<name>` in each language, loaded with its pages. */
    texts?: AreaTexts;
}

export interface AreaRoute {
    path: string;
    /** An address outside the area's (see AreaPageDefinition.address). */
    address?: string;
    Page: ComponentType;
    portalType?: PortalType;
}

export interface Area<
    Api extends ApiArea | LazyApiArea | undefined = ApiArea | LazyApiArea | undefined,
> extends AreaDefinition<Api> {
    routes: AreaRoute[];
    /** The parts its pages name, each once. */
    parts: AreaPart[];
}

/**
 * Describes a whole area in one place, its folder's `index.ts`: App.tsx, the sidebar, the portal-type guard
 * and the data provider are derived from the list of areas (resources/index.ts).
 */
export const defineArea = <Api extends ApiArea | LazyApiArea | undefined = undefined>(
    definition: AreaDefinition<Api>
): Area<Api> => ({
    ...definition,
    routes: definition.pages.map(page => ({
        path: page.path,
        address: page.address,
        portalType: page.portalType ?? definition.portalType,
        Page: lazyPage(
            page.address ?? `/${definition.name}${page.path ? `/${page.path}` : ''}`,
            async () => {
                const [Page] = await Promise.all([
                    page.load(),
                    definition.texts ? loadAreaTexts(definition.name, definition.texts) : undefined,
                    page.part ? loadAreaTexts(page.part.name, page.part.texts) : undefined,
                ]);
                return Page;
            },
            page.early
        ),
    })),
    parts: [...new Set(definition.pages.flatMap(page => (page.part ? [page.part] : [])))],
});
