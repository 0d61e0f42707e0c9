import { describe, expect, it } from 'vitest';
import { eAndOQueries } from '../../../resources/e-and-os/api';
import { licenseQueries } from '../../../resources/licenses/api';
import type { StoredFile } from '../../../src/api/wire';
import { createQueryClient } from '../../../src/App';
import { portalKeyOf } from '../../../src/portal/types';

/*
 * A record's files are asked by the record's id, which two portals may share (an agent's license 7 and an
 * agency's license 7 are different licenses). The app clears its cache when the portal changes, but the answer
 * must not depend on it: a cached answer of one portal is never served to another.
 */

const AGENT = portalKeyOf({ type: 'agent', id: '101' });
const AGENCY = portalKeyOf({ type: 'agency', id: '201' });

const fileNamed = (name: string): StoredFile => ({
    Id: 1,
    FileName: name,
    FileExtension: 'pdf',
    FileTypeName: 'License',
    CreatedDate: '2026-01-02T00:00:00',
});

/** A call that answers the one portal's file, counting how often it is asked. */
const answering = (name: string) => {
    const calls = { count: 0 };
    const files = async () => {
        calls.count += 1;
        return [fileNamed(name)];
    };
    return { calls, api: { getLicenseFiles: files, getEAndOFiles: files } };
};

describe("a record's files are never served to another portal from the cache", () => {
    const cases = {
        licenses: (api: ReturnType<typeof answering>['api'], portal: string) => licenseQueries.files(api, portal, 7),
        'E&O records': (api: ReturnType<typeof answering>['api'], portal: string) => eAndOQueries.files(api, portal, 7),
    };
    for (const [area, filesOf] of Object.entries(cases))
        it(`${area}: the same id in another portal is asked again`, async () => {
            const queryClient = createQueryClient();
            const agent = answering('agent.pdf');
            const agency = answering('agency.pdf');
            expect(await queryClient.ensureQueryData(filesOf(agent.api, AGENT))).toEqual([fileNamed('agent.pdf')]);
            // Without the cache being cleared: the agency's answer, not the agent's kept one.
            expect(await queryClient.ensureQueryData(filesOf(agency.api, AGENCY))).toEqual([fileNamed('agency.pdf')]);
            expect(agency.calls.count).toBe(1);
            // The agent's own is still served from the cache.
            await queryClient.ensureQueryData(filesOf(agent.api, AGENT));
            expect(agent.calls.count).toBe(1);
        });
});
