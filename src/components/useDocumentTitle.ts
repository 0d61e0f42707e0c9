import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Names the browser tab after the page ("Licenses · Producer Hub"), as screen readers announce it. */
export const useDocumentTitle = (pageTitle: string) => {
    const translate = useTranslate();
    const appName = translate('app.name');
    useEffect(() => {
        document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
    }, [pageTitle, appName]);
};
