import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { RecordCardsPage } from '../../src/components/RecordCardsPage';
import { StoredFilesDialog } from '../../src/components/StoredFilesDialog';
import { EAndOCards } from './EAndOCards';
import { useEAndOFiles } from './api';
import type { EAndO } from './types';

const EAndOFilesDialog = ({ record, onClose }: { record: EAndO; onClose: () => void }) => {
    const translate = useTranslate();
    const files = useEAndOFiles(record.id);
    return (
        <StoredFilesDialog
            title={translate('resources.e-and-os.files.title', {
                issuer: record.IssuedBy,
                number: record.PolicyNumber,
            })}
            files={files}
            onClose={onClose}
        />
    );
};

/** E&O: a card per record, each with its files; a button to submit a new one. */
export const EAndOList = () => {
    const translate = useTranslate();
    const [filesOf, setFilesOf] = useState<EAndO>();
    return (
        <>
            <RecordCardsPage<EAndO>
                resource="e-and-os"
                title={translate('resources.e-and-os.title')}
                submit={{ to: '/e-and-os/submission', label: 'resources.e-and-os.actions.submit' }}
                texts={{
                    loadError: 'resources.e-and-os.messages.loadError',
                    empty: 'resources.e-and-os.messages.noneFound',
                    count: 'resources.e-and-os.count',
                }}
            >
                {records => <EAndOCards records={records} onOpenFiles={setFilesOf} />}
            </RecordCardsPage>
            {filesOf && <EAndOFilesDialog record={filesOf} onClose={() => setFilesOf(undefined)} />}
        </>
    );
};
