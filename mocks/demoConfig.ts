import { DEFAULTS } from '../src/runtimeSettings';

/**
 * The demo deployment's config.json, which the demo server answers for a production build (serve:demo, the
 * browser tests): the settings a production build needs from its deployment, given the stand-in values the
 * demo shows (example.com links, the 555 support number), so the demo reads as it does under `npm start`.
 */
export const DEMO_CONFIG_FILE = {
    privacyPolicyUrl: DEFAULTS.privacyPolicyUrl,
    quickLinks: DEFAULTS.quickLinks,
    fallbackManager: DEFAULTS.fallbackManager,
};
