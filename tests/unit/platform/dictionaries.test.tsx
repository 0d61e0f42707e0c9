import { describe, expect, it } from 'vitest';
import { createSessionDataProvider } from '../../../src/createPortalDataProvider';
import { InsurerFilterWithAgencyError } from '../../../src/api/dictionaries';
import { recordRequests, signInAs } from '../harness';

const ALL = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'name', order: 'ASC' as const } };

describe('dictionaries through the data provider', () => {
    const sent = recordRequests();
    const provider = createSessionDataProvider();
    const list = (resource: string, filter: Record<string, unknown> = {}) =>
        provider.getList(resource, { ...ALL, filter });

    it('reads states with their abbreviations', async () => {
        signInAs();
        const { data, total } = await list('states');
        expect(sent.map(request => request.url)).toEqual(['/t/states']);
        expect(total).toBe(51);
        expect(data.find(state => state.abbreviation === 'FL')).toMatchObject({ name: 'Florida' });
    });

    it('reads the counties of a state from its dictionary, and nothing without a state', async () => {
        signInAs();
        const { data } = await list('counties', { stateId: 10 });
        expect(await list('counties', {})).toEqual({ data: [], total: 0 });
        expect(sent.map(request => request.url)).toEqual(['/t/counties/10/dictionary']);
        expect(data.length).toBeGreaterThan(5);
        expect(data[0]).toEqual({ id: expect.any(String), name: expect.stringMatching(/County$/) });
    });

    it('reads all insurers, the filtered dictionary, or one agency’s insurers', async () => {
        signInAs();
        await list('insurers');
        await list('insurers', {
            IsActive: true,
            ProductsStateId: 10,
            ProductsCountyId: 10001,
            ProductsPolicyTypeId: 1,
            AgentContractEffectiveDate: '2027-01-01',
            AgentContractsAgentId: 101,
        });
        await list('insurers', { agencyId: '201' });
        expect(sent.map(request => request.url)).toEqual([
            '/t/insurers',
            '/t/insurers/dictionary?IsActive=true&ProductsStateId=10&ProductsCountyId=10001&ProductsPolicyTypeId=1&AgentContractEffectiveDate=2027-01-01&AgentContractsAgentId=101',
            '/t/agencies/201/insurers',
        ]);
    });

    it('refuses to combine an insurer filter with an agency id', async () => {
        signInAs();
        await expect(list('insurers', { agencyId: '201', IsActive: true })).rejects.toBeInstanceOf(
            InsurerFilterWithAgencyError
        );
        expect(sent).toEqual([]);
    });

    it('reads policy types, products (by insurer and policy type) and license types', async () => {
        signInAs();
        const policyTypes = await list('policyTypes');
        await list('products', { InsurerId: 3, PolicyTypeId: 1 });
        const licenseTypes = await list('licenseTypes');
        expect(sent.map(request => request.url)).toEqual([
            '/t/policytypes/dictionary',
            '/t/products/dictionary?InsurerId=3&PolicyTypeId=1',
            '/t/licenseTypes',
        ]);
        expect(policyTypes.data.map(type => type.name)).toContain('Medicare Advantage');
        expect(licenseTypes.data.map(type => type.name)).toContain('Life');
    });

    it('rejects a resource no area serves', async () => {
        await expect(Promise.resolve().then(() => list('unknown-things'))).rejects.toThrow(
            'getList is not available for unknown-things'
        );
    });
});
