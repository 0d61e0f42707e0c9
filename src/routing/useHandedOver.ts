import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** In memory only: names and policy numbers stay out of the session history, which a reload reads back. */
const handedOver = new Map<string, unknown>();
let lastToken = 0;

interface TokenState {
    handedOverToken: string;
}

const tokenIn = (state: unknown) =>
    typeof state === 'object' && state !== null && 'handedOverToken' in state
        ? String((state as TokenState).handedOverToken)
        : undefined;

/** A reload, a bookmark or a typed address finds none: the page then claims no success (NoSubmissionSummary). */
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
