import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import SignIcon from '@mui/icons-material/Draw';
import ResendIcon from '@mui/icons-material/Send';
import VoidIcon from '@mui/icons-material/Block';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate, useUpdate } from 'react-admin';
import { useLocation } from 'react-router';
import { useProviderAction } from '../../src/api/useProviderMutation';
import { usePortal } from '../../src/portal/PortalScope';
import { browserLocation, scopeActions, scopeQueries } from './api';
import { actionsFor, type Soa, type SoaAction } from './types';

const text = (key: string) => `resources.scopes.actions.${key}`;

export const customerName = (row: Soa) =>
    [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email || String(row.id);

/** This list's address, absolute, its filters and page kept and the agent named, for the signing page to return to. */
const returnUrl = (pathname: string, search: string, agentId: string) => {
    const params = new URLSearchParams(search);
    params.set('agentId', agentId);
    return `${window.location.origin}${pathname}?${params.toString()}`;
};

const ICONS: Record<SoaAction, ReactNode> = {
    signNow: <SignIcon />,
    resend: <ResendIcon />,
    void: <VoidIcon />,
    download: <DownloadIcon />,
};

/** While one action runs every button of the row is disabled, so no action of the row fires twice. */
export const ScopeRowActions = ({ row }: { row: Soa }) => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const { pathname, search } = useLocation();
    const portal = usePortal();
    const [confirming, setConfirming] = useState(false);
    const [leaving, setLeaving] = useState(false);
    const titleId = useId();
    // react-admin puts the server's row in every cached page of the list: it changes without asking the list again.
    const [update] = useUpdate<Soa>('scopes', undefined, {
        mutationFn: async ({ previousData, data }) => ({ ...previousData, ...data }) as Soa,
    });
    const showRow = (changed: Soa) => update('scopes', { id: row.id, data: changed, previousData: row });
    const signNow = useProviderAction(scopeActions.signNow, {
        onSuccess: url => {
            setLeaving(true);
            browserLocation.assign(url);
        },
    });
    const resend = useProviderAction(scopeActions.resend, {
        // Sent again, its status as the answer has it, or as the list has it when loaded again.
        onSuccess: changed =>
            changed ? showRow(changed) : queryClient.invalidateQueries({ queryKey: scopeQueries.all }),
    });
    const voiding = useProviderAction(scopeActions.void, {
        onSuccess: changed => showRow({ ...row, ...changed, status: changed?.status ?? 'Voided' }),
    });
    const download = useProviderAction(scopeActions.download);
    const busy = leaving || signNow.running || resend.running || voiding.running || download.running;
    const name = customerName(row);

    const run: Record<SoaAction, () => void> = {
        signNow: () => void signNow.run({ id: row.id, returnUrl: returnUrl(pathname, search, portal.id) }),
        resend: () => void resend.run(row.id),
        void: () => setConfirming(true),
        download: () => void download.run(row.id),
    };
    const confirmVoid = () => {
        setConfirming(false);
        void voiding.run(row.id);
    };

    const actions = actionsFor(row.status);
    if (actions.length === 0) return null;
    return (
        // They wrap rather than push the table past the page (Spanish labels are long).
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5 }}>
            {actions.map(action => (
                <Button
                    key={action}
                    size="small"
                    color={action === 'void' ? 'error' : 'primary'}
                    startIcon={ICONS[action]}
                    disabled={busy}
                    onClick={run[action]}
                    aria-label={translate(text(`${action}For`), { name })}
                    sx={{ whiteSpace: 'nowrap' }}
                >
                    {translate(text(action))}
                </Button>
            ))}
            <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
                <DialogTitle id={titleId}>{translate(text('voidTitle'))}</DialogTitle>
                <DialogContent>
                    <DialogContentText>{translate(text('voidQuestion'), { name })}</DialogContentText>
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setConfirming(false)} autoFocus>
                        {translate(text('voidCancel'))}
                    </Button>
                    <Button color="error" variant="contained" onClick={confirmVoid}>
                        {translate(text('voidConfirm'))}
                    </Button>
                </DialogActions>
            </Dialog>
        </Box>
    );
};
