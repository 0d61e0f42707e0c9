import { memo } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { producerPaths } from '../routing/producerPaths';
import { useDownlineName } from './producerNames';

/**
 * An agent's name that opens the producer's detail (/producers/{agentId}). The address the link was
 * followed from travels along, so the detail's back link returns to the list as the user left it. Drawn again only
 * when its own props, the address or the downline change: a table of hundreds of them redraws as a check's answers
 * arrive (the missed-commission check took a quarter longer).
 */
export const ProducerLink = memo(function ProducerLink({ agentId, name }: { agentId: string | number; name: string }) {
    const { pathname, search } = useLocation();
    const downlineName = useDownlineName();
    return (
        <Link component={RouterLink} to={producerPaths.detail(agentId)} state={{ from: `${pathname}${search}` }}>
            {downlineName({ id: agentId, name })}
        </Link>
    );
});
