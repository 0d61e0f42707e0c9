import { describe, expect, it } from 'vitest';
import { fromDictionary, fromPaged, pageLocally, pagingQuery } from '../../../src/api/paging';
import { ownerPath, ownerSegment, requirePortal, toOwnerType, UnusableOwnerTypeError } from '../../../src/api/owner';
import { portalStore } from '../../../src/portal/portalStore';

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

    it('needs a selected portal for portal calls', () => {
        expect(() => requirePortal()).toThrow('No portal selected');
        portalStore.set({ id: '101', name: 'Maria Lopez', type: 'agent' });
        expect(requirePortal().id).toBe('101');
    });
});
