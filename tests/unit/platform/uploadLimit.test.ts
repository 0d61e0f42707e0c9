import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENVELOPE_MB, readNginxSite } from '../../../scripts/configCheck';
import { config } from '../../../src/config';

/*
 * One upload limit: config.json's maxUploadMb (src/config.ts's default until a deployment sets it), which the
 * forms check before sending. The nginx in front must let a submission of that size through: its
 * client_max_body_size is the limit plus 2 MB for the rest of the multipart body, and docs/deploying.md says to
 * raise it with maxUploadMb.
 */

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the upload limit', () => {
    it("deploy/nginx.conf takes the default limit's submissions, with room for the multipart envelope", () => {
        expect(readNginxSite(read('deploy/nginx.conf')).bodyLimitMb).toBe(config.maxUploadMb + ENVELOPE_MB);
    });

    it("the configuration example's limit comes with the nginx line to change for it", () => {
        const [, example] = /"maxUploadMb": (\d+)/.exec(read('docs/configuration.md')) ?? [];
        expect(example).toBeDefined();
        expect(read('docs/deploying.md')).toContain(`client_max_body_size ${Number(example) + ENVELOPE_MB}m;`);
    });
});
