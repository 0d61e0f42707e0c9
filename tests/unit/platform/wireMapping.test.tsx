import { describe, expect, it } from 'vitest';
import { fromDictionary, fromPaged, pageLocally, pagingQuery } from '../../../src/api/paging';
import {
    agencyOf,
    agencyV2Path,
    forAgency,
    ownerPath,
    ownerSegment,
    toOwnerType,
    UnusableOwnerTypeError,
} from '../../../src/api/owner';

describe('wire mapping', () => {
    it("turns react-admin paging and sort into the API's page, pageSize and Column-asc|desc", () => {
        expect(
            pagingQuery({ pagination: { page: 3, perPage: 50 }, sort: { field: 'AgentName', order: 'DESC' } })
        ).toEqual({
            page: 3,
            pageSize: 50,
            sort: 'AgentName-desc',
        });
        expect(
            pagingQuery({ pagination: { page: 1, perPage: 25 }, sort: { field: 'agent_name', order: 'ASC' } }).sort
        ).toBe('agent_name-asc');
    });

    it('maps {Data, Total} to {data, total} with ids taken from the wire', () => {
        expect(fromPaged({ Data: [{ AgentId: 7, AgentName: 'Ana' }], Total: 31 }, row => row.AgentId)).toEqual({
            data: [{ id: 7, AgentId: 7, AgentName: 'Ana' }],
            total: 31,
        });
    });

    it('turns a name-to-id dictionary into sorted records', () => {
        expect(fromDictionary({ Zeta: 2, Alpha: 1 })).toEqual([
            { id: '1', name: 'Alpha' },
            { id: '2', name: 'Zeta' },
        ]);
        expect(fromDictionary(null)).toEqual([]);
    });

    it('pages an unpaged answer locally', () => {
        expect(pageLocally([1, 2, 3, 4, 5], { pagination: { page: 2, perPage: 2 } })).toEqual({
            data: [3, 4],
            total: 5,
        });
    });

    it("accepts only agent and agency owners ('Unusable owner type' otherwise)", () => {
        expect(toOwnerType('Agency')).toBe('agency');
        expect(ownerSegment('agent')).toBe('agents');
        expect(ownerPath({ id: '201', type: 'agency' })).toBe('/t/agencies/201');
        expect(() => toOwnerType('carrier')).toThrow(UnusableOwnerTypeError);
        expect(() => toOwnerType('none')).toThrow('Unusable owner type');
    });

    it('builds an agency-only call for an agency, and refuses it in an agent portal', async () => {
        const agent = { id: '101', name: 'Maria Lopez', type: 'agent' } as const;
        const agency = { id: '201', name: 'Sunshine Benefits Group', type: 'agency' } as const;
        const downlines = (portal: typeof agent | typeof agency) =>
            forAgency(portal, owner => async (page: number) => `${agencyV2Path(owner)}/downlines?page=${page}`);
        expect(await downlines(agency)(2)).toBe('/t/v2/agencies/201/downlines?page=2');
        await expect(downlines(agent)(2)).rejects.toThrow('This call is only available for agency portals');
        expect(agencyOf(agency).id).toBe('201');
        expect(() => agencyOf(agent)).toThrow('This call is only available for agency portals');
    });
});
