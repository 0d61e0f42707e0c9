import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useListContext, useTranslate } from 'react-admin';
import { useProviderAction } from '../../src/api/useProviderMutation';
import { exportProducerContractsAction } from './api';

/** Exports the rows of the list's current filters and sort to Excel, with the pending/success/error toasts. */
export const ExportButton = () => {
    const translate = useTranslate();
    const { filterValues, sort, total } = useListContext();
    const { run, running } = useProviderAction(exportProducerContractsAction);
    return (
        <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={running || !total}
            onClick={() => run({ filter: filterValues, sort })}
        >
            {translate('resources.producers.export.button')}
        </Button>
    );
};
