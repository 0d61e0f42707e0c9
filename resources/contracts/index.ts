import DescriptionIcon from '@mui/icons-material/Description';
import { defineArea } from '../../src/areas/defineArea';
import { upcomingPage } from '../../src/pages/AreaPage';
import { contractsApi, earlyContractCalls } from './api';

/**
 * Contracts (spec part 1 §2): the list, a contract's detail at /contracts/{id}, and the contract request
 * pages (spec part 2, not built yet).
 */
export const contractsArea = defineArea({
    name: 'contracts',
    menu: { label: 'app.menu.contracts', icon: DescriptionIcon, order: 10 },
    // At hand, not lazy: the landing page's first call starts alongside the sign-in calls (`early`).
    api: contractsApi,
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        {
            path: '',
            load: () => import('./ContractList').then(module => module.ContractList),
            early: earlyContractCalls.list,
        },
        { path: 'request', load: upcomingPage('resources.contracts.actions.requestAgentContracts') },
        {
            path: 'downlinerequest',
            portalType: 'agency',
            load: upcomingPage('resources.contracts.actions.addAgentContracts'),
        },
        {
            path: ':id',
            load: () => import('./ContractShow').then(module => module.ContractShow),
            early: earlyContractCalls.detail,
        },
    ],
});
