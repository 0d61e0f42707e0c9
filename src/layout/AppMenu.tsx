import { createElement, type ComponentType } from 'react';
import { Menu, useResourceDefinitions, useTranslate } from 'react-admin';
import HomeIcon from '@mui/icons-material/Home';
import { useCurrentPortal } from '../portal/usePortal';
import type { PortalType } from '../portal/types';

/** What each area's <Resource> carries for the sidebar (App.tsx sets it from the area's menu entry). */
export interface AreaResourceOptions {
    label?: string;
    /** The area's position in the area list (resources/index.ts), which is the sidebar's order. */
    order?: number;
    portalType?: PortalType;
}

/** Sidebar: Home, then the selected portal's areas, read from the resource definitions as react-admin's demo does. */
export const AppMenu = () => {
    const translate = useTranslate();
    const portal = useCurrentPortal();
    const resources = useResourceDefinitions<AreaResourceOptions>();
    const entries = portal
        ? Object.values(resources)
              .filter(resource => resource.options?.label && resource.icon)
              .filter(resource => !resource.options?.portalType || resource.options.portalType === portal.type)
              .sort((a, b) => (a.options?.order ?? 0) - (b.options?.order ?? 0))
        : [];
    return (
        <Menu aria-label={translate('app.menu.label')}>
            <Menu.Item to="/" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />
            {entries.map(resource => (
                <Menu.Item
                    key={resource.name}
                    to={`/${resource.name}`}
                    primaryText={translate(resource.options!.label!)}
                    leftIcon={createElement(resource.icon as ComponentType)}
                />
            ))}
        </Menu>
    );
};
