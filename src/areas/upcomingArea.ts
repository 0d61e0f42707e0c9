import { upcomingPage } from '../pages/AreaPage';
import { defineArea, type AreaMenuEntry } from './defineArea';
import type { PortalType } from '../portal/types';

/**
 * An area a later issue builds: its address, sidebar entry and portal rule are real; every page under it
 * shows its heading and "not available yet". When the area is built it gets its own folder.
 */
export const upcomingArea = (definition: {
    name: string;
    title: string;
    menu?: AreaMenuEntry;
    portalType?: PortalType;
}) =>
    defineArea({
        name: definition.name,
        menu: definition.menu,
        portalType: definition.portalType,
        pages: ['', '*'].map(path => ({ path, load: upcomingPage(definition.title) })),
    });
