import { config } from '../../src/config';
import type { Portal } from '../../src/portal/types';

/**
 * Who sees what in the contracts area: agency portals add agent contracts and see
 * downline agents and the hierarchy; policy export is for agencies other than the configured default one.
 */
export const isAgencyPortal = (portal: Portal) => portal.type === 'agency';

export const canExportPolicies = (portal: Portal) => portal.type === 'agency' && portal.id !== config.defaultAgencyId;
