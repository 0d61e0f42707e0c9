import EventBusyIcon from '@mui/icons-material/EventBusy';
import { defineArea } from '../../src/areas/defineArea';
import { loadAreaTexts, type AreaTexts } from '../../i18n/catalogues';

const texts: AreaTexts = { en: () => import('./i18n/en'), es: () => import('./i18n/es') };

/**
 * The expiry forecast, both portal types: /expiring and the dashboard's card (`hostedExpiryCard`). It
 * has no API of its own: it reads the licenses, E&O, contracts and producers areas' resources through the one
 * data provider (useForecast.ts says which call feeds what).
 */
export const expiringArea = defineArea({
    name: 'expiring',
    menu: { label: 'app.menu.expiring', icon: EventBusyIcon },
    texts,
    pages: [{ path: '', load: () => import('./ExpiringPage').then(module => module.ExpiringPage) }],
});

/**
 * About the height of the dashboard card's content in every state, so the cards below do not move when it fills in:
 * the tallest is an agency’s on a phone in Spanish, with the note saying which of its producers it counts.
 */
export const EXPIRY_CARD_HEIGHT = 320;

/**
 * The dashboard's expiry card with the area's texts, as the dashboard hosts it (areas do not import each
 * other): titled with the sidebar's label, so its texts need not load with the page.
 */
export const hostedExpiryCard = {
    load: () =>
        Promise.all([import('./ExpiryCard'), loadAreaTexts('expiring', texts)]).then(([card]) => card.ExpiryCard),
    title: 'app.menu.expiring',
    minHeight: EXPIRY_CARD_HEIGHT,
};
