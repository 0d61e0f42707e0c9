import { http } from 'msw';
import { XLSX_TYPE, xlsxWorkbook, type Cell } from '../db/documents';
import { CURRENT_YEAR } from '../db/days';
import { downlineAgentsOf, downlineContractsOf } from '../db/portfolio';
import { randomFor } from '../db/random';
import { DEFAULT_AGENCIES } from '../db/users';
import { defineDemoArea } from './area';
import { api, encodedFile, failure } from './shared';

/**
 * The RTS report: an agency's downline agents' ready-to-sell status by carrier, policy type
 * and state for a plan year (previous, current or next), as an Excel workbook in the base64 file answer. The
 * current and next years read the contracts' certifications; the previous year, which the fixtures do not
 * certify, is drawn from the report's own seed (mostly ready: a past year was sold).
 */

const HEADER: Cell[] = ['Agent', 'Agent id', 'Carrier', 'Policy type', 'State', 'Plan year', 'RTS status'];

const idParam = (value: string | null) =>
    value === null || value === '' ? null : /^\d+$/.test(value) ? Number(value) : false;

const reportRows = (agencyId: string, planYear: number, insurerId: number | null, policyTypeId: number | null) => {
    const agents = new Map(downlineAgentsOf(agencyId).map(agent => [agent.AgentId, agent]));
    const random = randomFor('reports', 'agency', agencyId, planYear);
    const rows: Cell[][] = [];
    for (const contract of downlineContractsOf(agencyId)) {
        if (insurerId !== null && contract.InsurerId !== insurerId) continue;
        const agent = agents.get(contract.ownerId);
        const name = agent ? `${agent.FirstName} ${agent.LastName}` : contract.ownerId;
        for (const type of contract.PolicyTypes) {
            if (policyTypeId !== null && type.Id !== policyTypeId) continue;
            const certified = contract.ContractCertifications.filter(
                certification =>
                    certification.PlanYear === planYear && certification.PolicyTypeAbbreviation === type.Abbreviation
            );
            if (certified.length > 0)
                for (const certification of certified)
                    rows.push([
                        name,
                        contract.ownerId,
                        contract.Insurer,
                        type.Abbreviation,
                        certification.StateAbbreviation,
                        planYear,
                        certification.Status,
                    ]);
            else
                rows.push([
                    name,
                    contract.ownerId,
                    contract.Insurer,
                    type.Abbreviation,
                    '',
                    planYear,
                    planYear < CURRENT_YEAR && random.chance(0.8) ? 'RTS' : 'Not certified',
                ]);
        }
    }
    return rows;
};

export const reportsDemo = defineDemoArea({
    name: 'reports',
    handlers: [
        http.get(api('/t/agencies/:agencyId/reports/rtsreport/excel'), ({ params, request }) => {
            const query = new URL(request.url).searchParams;
            const planYear = Number(query.get('PlanYear'));
            const insurerId = idParam(query.get('InsurerId'));
            const policyTypeId = idParam(query.get('PolicyTypeId'));
            if (!Number.isInteger(planYear) || Math.abs(planYear - CURRENT_YEAR) > 1)
                return failure(400, { message: 'PlanYear must be the previous, current or next plan year' });
            if (insurerId === false || policyTypeId === false)
                return failure(400, { message: 'Invalid report filter' });
            const agencyId = String(params.agencyId);
            const rows = reportRows(agencyId, planYear, insurerId, policyTypeId);
            const agency = DEFAULT_AGENCIES[agencyId] ?? `Agency ${agencyId}`;
            return encodedFile(
                `RtsReport-${agencyId}-${planYear}.xlsx`,
                XLSX_TYPE,
                xlsxWorkbook(`RTS ${planYear}`, [[`${agency}: RTS report ${planYear}`], HEADER, ...rows])
            );
        }),
    ],
});
