import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { defineArea } from '../../src/areas/defineArea';
import { loadAreaTexts, type AreaTexts } from '../../i18n/catalogues';

const texts: AreaTexts = { en: () => import('./i18n/en'), es: () => import('./i18n/es') };

/**
 * Renewals at risk, both portal types: /renewals and the dashboard's card (`hostedRenewalsCard`). It has no API of
 * its own: it reads the enrollments, licenses, contracts and producers areas' resources through the one data
 * provider (useRenewals.ts says which call feeds what).
 */
export const renewalsArea = defineArea({
    name: 'renewals',
    menu: { label: 'app.menu.renewals', icon: EventRepeatIcon },
    texts,
    pages: [{ path: '', load: () => import('./RenewalsPage').then(module => module.RenewalsPage) }],
});

/**
 * The dashboard card's height (its content's, in every state): the dashboard keeps it while the card's code
 * loads, after the page's first answer.
 */
export const RENEWALS_CARD_HEIGHT = { xs: 236, sm: 208 };

/**
 * The dashboard's renewals card with the area's texts, as the dashboard hosts it (areas do not import each
 * other): titled with the sidebar's label, so its texts need not load with the page.
 */
export const hostedRenewalsCard = {
    load: () =>
        Promise.all([import('./RenewalsCard'), loadAreaTexts('renewals', texts)]).then(([card]) => card.RenewalsCard),
    title: 'app.menu.renewals',
    minHeight: RENEWALS_CARD_HEIGHT,
};
