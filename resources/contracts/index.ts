import DescriptionIcon from '@mui/icons-material/Description';
import { defineArea } from '../../src/areas/defineArea';
import { contractsApi, earlyContractCalls } from './api';

// Loaded with their pages only, so the contract list's code does not grow with them.
const contractRequests = {
    name: 'contractRequests',
    texts: { en: () => import('./requests/i18n/en'), es: () => import('./requests/i18n/es') },
};

const requestPage = () => import('./requests/RequestWizard');
const successPage = () => import('./requests/RequestSuccessPage').then(module => module.RequestSuccessPage);

// Named pages come before `:id`.
export const contractsArea = defineArea({
    name: 'contracts',
    menu: { label: 'app.menu.contracts', icon: DescriptionIcon },
    // At hand, not lazy: the landing page's first call starts alongside the sign-in calls (`early`).
    api: contractsApi,
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        {
            path: '',
            load: () => import('./ContractList').then(module => module.ContractList),
            early: earlyContractCalls.list,
        },
        { path: 'request', load: () => requestPage().then(module => module.RequestPage), part: contractRequests },
        { path: 'request/success', load: successPage, part: contractRequests },
        {
            path: 'downlinerequest',
            portalType: 'agency',
            load: () => requestPage().then(module => module.DownlineRequestPage),
            part: contractRequests,
        },
        { path: 'downlinerequest/success', portalType: 'agency', load: successPage, part: contractRequests },
        {
            path: ':id',
            load: () => import('./ContractShow').then(module => module.ContractShow),
            early: earlyContractCalls.detail,
        },
    ],
});
