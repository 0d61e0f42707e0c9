import { useTranslate } from 'react-admin';

const SOA_STATUS_KEYS: Readonly<Record<string, string>> = {
    Sent: 'sent',
    'Client Viewed': 'clientViewed',
    'Client Signed': 'clientSigned',
    'Agent Viewed': 'agentViewed',
    Completed: 'completed',
    Voided: 'voided',
};

/** A status the portal does not know is written as the API sent it. */
export const useSoaStatusName = () => {
    const translate = useTranslate();
    return (status: string | null | undefined) => {
        const key = SOA_STATUS_KEYS[status ?? ''];
        return key ? translate(`common.soa.statuses.${key}`) : (status ?? '');
    };
};
