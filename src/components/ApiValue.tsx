import { Fragment, useCallback, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** Words the API sends in English: an unknown one is marked `lang="en"`, so a screen reader speaks it in English. */
export type ApiValueKind = 'enrollmentStatus' | 'terminationReason' | 'licenseType' | 'fileType' | 'helpRequestType';

/** Compared without case or outer spaces. */
const KNOWN: Record<ApiValueKind, Record<string, string>> = {
    enrollmentStatus: {
        submitted: 'submitted',
        'in review': 'inReview',
        'pending information': 'pendingInformation',
        approved: 'approved',
        enrolled: 'enrolled',
    },
    terminationReason: {
        'voluntary disenrollment': 'voluntary',
        'moved out of service area': 'movedOut',
        'non-payment of premium': 'nonPayment',
        'switched plans': 'switchedPlans',
        deceased: 'deceased',
        'carrier terminated': 'carrierTerminated',
    },
    licenseType: {
        life: 'life',
        'accident & health': 'accidentHealth',
        'life, accident & health': 'lifeAccidentHealth',
        'property & casualty': 'propertyCasualty',
    },
    fileType: {
        'e&o certificate': 'eAndOCertificate',
        application: 'application',
        endorsement: 'endorsement',
        'declarations page': 'declarationsPage',
        'license certificate': 'licenseCertificate',
        'renewal notice': 'renewalNotice',
        'contract agreement': 'contractAgreement',
        'commission schedule': 'commissionSchedule',
        'appointment confirmation': 'appointmentConfirmation',
        certification: 'certification',
    },
    helpRequestType: {
        contracting: 'contracting',
        'agent service': 'agentService',
        'commission inquiry': 'commissionInquiry',
        compliance: 'compliance',
        licensing: 'licensing',
        'marketing materials': 'marketingMaterials',
    },
};

export const apiValueKey = (kind: ApiValueKind, value: string): string | undefined => {
    const slug = KNOWN[kind][value.trim().toLowerCase()];
    return slug ? `common.apiValues.${kind}.${slug}` : undefined;
};

export interface ShownApiValue {
    text: string;
    lang?: 'en';
}

export const useApiValue = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    return useCallback(
        (kind: ApiValueKind, value: string): ShownApiValue => {
            const key = apiValueKey(kind, value);
            if (key) return { text: translate(key) };
            return locale.startsWith('en') ? { text: value } : { text: value, lang: 'en' };
        },
        [translate, locale]
    );
};

export const ApiValue = ({ kind, value }: { kind: ApiValueKind; value: string | null | undefined }) => {
    const shown = useApiValue();
    if (!value) return null;
    const { text, lang } = shown(kind, value);
    return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
};

export const TranslatedWith = ({
    message,
    values = {},
    nodes,
}: {
    message: string;
    values?: Record<string, unknown>;
    nodes: Record<string, ReactNode>;
}) => {
    const translate = useTranslate();
    const marks = Object.fromEntries(Object.keys(nodes).map(name => [name, `\uE000${name}\uE000`]));
    const parts = translate(message, { ...values, ...marks }).split(/\uE000([^\uE000]+)\uE000/);
    return (
        <>
            {parts.map((part, index) => (
                <Fragment key={index}>{index % 2 === 1 ? nodes[part] : part}</Fragment>
            ))}
        </>
    );
};
