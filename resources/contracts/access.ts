import { isAgency } from '../../src/api/owner';
import { config } from '../../src/config';
import type { Portal } from '../../src/portal/types';

/** Policy export is for agencies other than the configured default one. */
export const canExportPolicies = (portal: Portal) => isAgency(portal) && portal.id !== config.defaultAgencyId;
