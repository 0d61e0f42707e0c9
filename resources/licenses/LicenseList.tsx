import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LicenseStateCards } from '../../src/components/LicenseStateCards';
import { RecordCardsPage } from '../../src/components/RecordCardsPage';
import { StoredFilesDialog } from '../../src/components/StoredFilesDialog';
import { useLicenseFiles } from './api';
import type { License } from './types';

interface FilesOf {
    license: License;
    state: string;
}

const LicenseFilesDialog = ({ license, state, onClose }: FilesOf & { onClose: () => void }) => {
    const translate = useTranslate();
    const files = useLicenseFiles(license.id);
    return (
        <StoredFilesDialog
            title={translate('resources.licenses.files.title', { state, number: license.LicenseNumber })}
            files={files}
            onClose={onClose}
        />
    );
};

/** Licenses: a card per state, each license with its files; a button to submit a new one. */
export const LicenseList = () => {
    const translate = useTranslate();
    const [filesOf, setFilesOf] = useState<FilesOf>();
    return (
        <>
            <RecordCardsPage<License>
                resource="licenses"
                title={translate('app.menu.licenses')}
                submit={{ to: '/licenses/submission', label: 'resources.licenses.actions.submit' }}
                texts={{
                    loadError: 'resources.licenses.messages.loadError',
                    empty: 'common.license.noneFound',
                    count: 'resources.licenses.count',
                }}
            >
                {licenses => (
                    <LicenseStateCards
                        licenses={licenses}
                        onOpenFiles={(license, state) => setFilesOf({ license: license as License, state })}
                    />
                )}
            </RecordCardsPage>
            {filesOf && <LicenseFilesDialog {...filesOf} onClose={() => setFilesOf(undefined)} />}
        </>
    );
};
