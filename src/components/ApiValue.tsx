import { Fragment, useCallback, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/**
 * Words the API sends in English (an enrollment's status, a termination reason, a license type, a stored file's
 * type, a help request's type). Those the portal knows show in the reader's language; any other shows as sent,
 * marked as English on a page in another language, so a screen reader speaks it in English.
 */
export type ApiValueKind = 'enrollmentStatus' | 'terminationReason' | 'licenseType' | 'fileType' | 'helpRequestType';

/** The known values, as the API writes them (compared without case or outer spaces), to their catalogue keys. */
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

/** The catalogue key of a value the portal knows; undefined for any other. */
export const apiValueKey = (kind: ApiValueKind, value: string): string | undefined => {
    const slug = KNOWN[kind][value.trim().toLowerCase()];
    return slug ? `common.apiValues.${kind}.${slug}` : undefined;
};

export interface ShownApiValue {
    text: string;
    /** 'en' when the text is the API's English on a page in another language. */
    lang?: 'en';
}

/** How a value from the API shows on this page: its words in the reader's language, or as sent and marked. */
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

/** A value from the API, in the reader's language when known, else as sent (marked English where it is not). */
export const ApiValue = ({ kind, value }: { kind: ApiValueKind; value: string | null | undefined }) => {
    const shown = useApiValue();
    if (!value) return null;
    const { text, lang } = shown(kind, value);
    return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
};

/**
 * A catalogue text with elements in its placeholders (a value marked as English inside a translated sentence):
 * `nodes` fill the placeholders of those names, `values` the others, as translate does.
 */
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
