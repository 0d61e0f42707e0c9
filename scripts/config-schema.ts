/**
 * `npm run config-schema`: writes deploy/config.schema.json from the schema a production build reads
 * config.json with (src/runtimeSettings.ts). A unit test fails while the checked-in file differs.
 */
import { writeFile } from 'node:fs/promises';
import { configJsonSchema } from './configCheck';

const CONFIG_SCHEMA_FILE = 'deploy/config.schema.json';

await writeFile(CONFIG_SCHEMA_FILE, `${JSON.stringify(configJsonSchema(), null, 4)}\n`);
console.log(`Wrote ${CONFIG_SCHEMA_FILE}.`);
