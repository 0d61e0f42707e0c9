import EventBusyIcon from '@mui/icons-material/EventBusy';
import { defineArea } from '../../src/areas/defineArea';
import { loadAreaTexts, type AreaTexts } from '../../i18n/catalogues';

const texts: AreaTexts = { en: () => import('./i18n/en'), es: () => import('./i18n/es') };

export const expiringArea = defineArea({
    name: 'expiring',
    menu: { label: 'app.menu.expiring', icon: EventBusyIcon },
    texts,
    pages: [{ path: '', load: () => import('./ExpiringPage').then(module => module.ExpiringPage) }],
});

// The tallest state: an agency's on a phone in Spanish, with the note saying which producers it counts.
export const EXPIRY_CARD_HEIGHT = 320;

// Titled with the sidebar's label, so the area's texts need not load with the dashboard.
export const hostedExpiryCard = {
    load: () =>
        Promise.all([import('./ExpiryCard'), loadAreaTexts('expiring', texts)]).then(([card]) => card.ExpiryCard),
    title: 'app.menu.expiring',
    minHeight: EXPIRY_CARD_HEIGHT,
    calls: ['licenses', 'e-and-os', 'producers'],
};
