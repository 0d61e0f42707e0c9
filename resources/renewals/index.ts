import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { defineArea } from '../../src/areas/defineArea';
import { loadAreaTexts, type AreaTexts } from '../../i18n/catalogues';

const texts: AreaTexts = { en: () => import('./i18n/en'), es: () => import('./i18n/es') };

export const renewalsArea = defineArea({
    name: 'renewals',
    menu: { label: 'app.menu.renewals', icon: EventRepeatIcon },
    texts,
    pages: [{ path: '', load: () => import('./RenewalsPage').then(module => module.RenewalsPage) }],
});

// Kept by the dashboard while the card's code loads, after the page's first answer.
export const RENEWALS_CARD_HEIGHT = { xs: 236, sm: 208 };

// Titled with the sidebar's label, so the area's texts need not load with the dashboard.
export const hostedRenewalsCard = {
    load: () =>
        Promise.all([import('./RenewalsCard'), loadAreaTexts('renewals', texts)]).then(([card]) => card.RenewalsCard),
    title: 'app.menu.renewals',
    minHeight: RENEWALS_CARD_HEIGHT,
    calls: ['licenses', 'e-and-os', 'enrollments', 'producers'],
};
