import type { ComponentType } from 'react';
import type { ApiArea, LazyApiArea } from '../api/dataProvider';
import { loadAreaTexts, type AreaTexts } from '../../i18n/catalogues';
import type { PortalType } from '../portal/types';
import { lazyPage, type EarlyCall } from '../routing/lazyPage';

export interface AreaPageDefinition {
    path: string;
    load: () => Promise<ComponentType>;
    portalType?: PortalType;
    early?: EarlyCall;
    part?: AreaPart;
    /** Served here instead of under the area (a producer's readiness): resources never import each other. */
    address?: string;
}

export interface AreaPart {
    name: string;
    api?: LazyApiArea;
    texts: AreaTexts;
}

export interface AreaMenuEntry {
    /** The shell's `app.menu.*`: the sidebar shows before any area loads. */
    label: string;
    icon: ComponentType;
}

export interface AreaDefinition<Api extends ApiArea | LazyApiArea | undefined = ApiArea | LazyApiArea | undefined> {
    name: string;
    pages: AreaPageDefinition[];
    menu?: AreaMenuEntry;
    portalType?: PortalType;
    api?: Api;
    texts?: AreaTexts;
}

export interface AreaRoute {
    path: string;
    address?: string;
    Page: ComponentType;
    portalType?: PortalType;
}

export interface Area<
    Api extends ApiArea | LazyApiArea | undefined = ApiArea | LazyApiArea | undefined,
> extends AreaDefinition<Api> {
    routes: AreaRoute[];
    parts: AreaPart[];
}

/** Described in docs/architecture.md (adding an area). */
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
