/**
 * `npm run check-config -- path/to/config.json [path/to/nginx-site.conf]`: checks a deployment's config.json
 * before it ships (scripts/configCheck.ts). Exit status 0 ready, 1 refused, 2 not checked.
 */
import { runCheckConfig } from './configCheck';

process.exitCode = await runCheckConfig(process.argv.slice(2), line => console.log(line));
