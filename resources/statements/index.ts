import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { defineArea } from '../../src/areas/defineArea';
import { lazyApiArea } from '../../src/api/dataProvider';
import { laterEarlyCall } from '../../src/routing/lazyPage';

/** Commission statements: the list and a statement at /statements/{paymentRunId}. */
export const statementsArea = defineArea({
    name: 'statements',
    menu: { label: 'app.menu.statements', icon: ReceiptLongIcon },
    api: lazyApiArea('statements', () => import('./api').then(module => module.statementsApi)),
    texts: { en: () => import('./i18n/en'), es: () => import('./i18n/es') },
    pages: [
        { path: '', load: () => import('./StatementList').then(module => module.StatementList) },
        {
            path: ':id',
            load: () => import('./StatementShow').then(module => module.StatementShow),
            early: laterEarlyCall(() => import('./early').then(module => module.earlyStatementCalls)),
        },
    ],
});
