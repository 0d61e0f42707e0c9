import { useTranslate } from 'react-admin';

/** The catalogue key of each of the six SOA status values the API sends, under common.soa.statuses. */
const SOA_STATUS_KEYS: Readonly<Record<string, string>> = {
    Sent: 'sent',
    'Client Viewed': 'clientViewed',
    'Client Signed': 'clientSigned',
    'Agent Viewed': 'agentViewed',
    Completed: 'completed',
    Voided: 'voided',
};

/**
 * An SOA status in the reader's language, for the scopes list and the dashboard's recent SOAs; a status the
 * portal does not know is written as the API sent it.
 */
export const useSoaStatusName = () => {
    const translate = useTranslate();
    return (status: string | null | undefined) => {
        const key = SOA_STATUS_KEYS[status ?? ''];
        return key ? translate(`common.soa.statuses.${key}`) : (status ?? '');
    };
};
