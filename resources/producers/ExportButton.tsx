import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useDataProvider, useListContext, useTranslate, type DataProvider } from 'react-admin';
import { useNotifiedAction } from '../../src/components/useNotifiedAction';
import type { ProducerMethods } from './api';

const EXPORT_MESSAGES = {
    pending: 'resources.producers.export.pending',
    success: 'resources.producers.export.success',
    error: 'resources.producers.export.error',
};

/** Exports the rows of the list's current filters and sort to Excel, with the pending/success/error toasts. */
export const ExportButton = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<ProducerMethods & DataProvider>();
    const { filterValues, sort, total } = useListContext();
    const { run, running } = useNotifiedAction(dataProvider.exportProducerContracts, EXPORT_MESSAGES);
    return (
        <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={running || !total}
            onClick={() => run(filterValues, sort)}
        >
            {translate('resources.producers.export.button')}
        </Button>
    );
};
