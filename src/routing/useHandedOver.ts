import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * What a form handed its success page, kept in memory only: the history entry holds a token for it, never the
 * summary itself (names, policy and license numbers stay out of the browser's session history, which a
 * reload or a restored tab reads back).
 */
const handedOver = new Map<string, unknown>();
let lastToken = 0;

interface TokenState {
    handedOverToken: string;
}

const tokenIn = (state: unknown) =>
    typeof state === 'object' && state !== null && 'handedOverToken' in state
        ? String((state as TokenState).handedOverToken)
        : undefined;

/**
 * A success page's summary of the submission that led to it: what the form put in the navigation state
 * (`read`, a module function, takes it out or answers undefined), taken once and swapped for a token in the
 * history entry. The
 * page keeps it when the app is drawn again (a language switch) and on Back or Forward to it in this visit;
 * a reload, a bookmark or a typed address finds none, and the page then claims no success (NoSubmissionSummary).
 */
export const useHandedOver = <T>(read: (state: unknown) => T | undefined): T | undefined => {
    const location = useLocation();
    const navigate = useNavigate();
    const [summary] = useState(() => {
        const token = tokenIn(location.state);
        return read(location.state) ?? (token ? (handedOver.get(token) as T | undefined) : undefined);
    });
    useEffect(() => {
        const arriving = read(location.state);
        if (arriving === undefined) return;
        lastToken += 1;
        const token = String(lastToken);
        handedOver.set(token, arriving);
        navigate(
            { pathname: location.pathname, search: location.search },
            { replace: true, state: { handedOverToken: token } satisfies TokenState }
        );
    }, [location, navigate, read]);
    return summary;
};
