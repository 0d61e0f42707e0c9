import { contractsOf, downlineContractsOf, type ContractFixture } from '../../mocks/db/portfolio';
import { actionRows, clickButton, faultRows, sideBySide, type FaultRow } from './rows';

const agentContract = contractsOf('agent', '101').find(contract => contract.Status === 'Active')!;
const downlinesOf = (contract: ContractFixture) =>
    downlineContractsOf(contract.ownerId).filter(
        row => row.InsurerId === contract.InsurerId && row.Status === 'Active'
    );
/** An active agency contract with policies to export and downline agents on its carrier. */
const agencyContract = contractsOf('agency', '201').find(
    contract => contract.Status === 'Active' && contract.PolicyCount > 0 && downlinesOf(contract).length > 0
)!;

const AGENT_DETAIL = `/contracts/${agentContract.Id}?agentId=101`;
const AGENCY_DETAIL = `/contracts/${agencyContract.Id}?agencyId=201`;

const PENDING = '/contracts?agentId=101&status=Pending';
const AGENT_HOME = '/?agentId=101';
/** The fallback team (src/config.ts) when the manager answer names nobody. */
const FALLBACK_FOLLOW_UP = 'To follow up, contact Producer Support Team (you have no relationship manager assigned)';

const FILES_ERROR = { text: 'Oops, something went wrong, try again later' };
const DETAIL_ERROR = { text: 'Error loading contract details' };
/** A contract that does not exist (404) says so, with nothing to do to it. */
const DETAIL_OUTCOMES = {
    '404': { text: 'This contract could not be found. It may have been removed, or the address may be wrong.' },
};

const downloadFirstFile = clickButton(/^Download /);

const DOWNLOAD = {
    error: 'Error downloading file. Please try again later.',
    pending: 'Downloading file...',
    success: 'File downloaded successfully',
};

export const contractFaults: FaultRow[] = [
    ...faultRows(
        { route: '/contracts?agentId=101', call: 'GET /t/agents/*/contracts', inBrowser: ['401', '500'] },
        { text: 'Error loading contracts' }
    ),
    ...faultRows(
        { route: '/contracts?agencyId=201', call: 'GET /t/agencies/*/contracts', inBrowser: ['500'] },
        { text: 'Error loading contracts' }
    ),
    {
        route: '/contracts?agentId=101',
        call: 'GET /t/agents/*/contracts',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar los contratos' },
    },

    // An agent contract: the contract, its files, a file's address and the file; and its status, which the
    // certifications' RTS chip needs (the Pending and Terminated lists, one rule for both).
    ...faultRows(
        { route: AGENT_DETAIL, call: 'GET /t/agentcontracts/*', inBrowser: ['404', '500'] },
        DETAIL_ERROR,
        DETAIL_OUTCOMES
    ),
    // The portal's contract lists: the whole list tells whether the contract is the portal's (its own call
    // names no portal), so without it the contract is not shown; the Pending and Terminated lists alone failing
    // (tests/unit/contracts/detail.test.tsx) leave the contract with its status unknown.
    ...faultRows({ route: AGENT_DETAIL, call: 'GET /t/agents/*/contracts' }, DETAIL_ERROR, DETAIL_OUTCOMES),
    ...faultRows({ route: AGENT_DETAIL, call: 'GET /t/agentcontracts/*/files' }, FILES_ERROR),
    ...actionRows(
        { route: AGENT_DETAIL, call: 'GET /t/files/*/downloadurl', action: downloadFirstFile, inBrowser: ['401'] },
        DOWNLOAD
    ),
    ...actionRows({ route: AGENT_DETAIL, call: 'GET /api/files/encoded-file', action: downloadFirstFile }, DOWNLOAD),

    // An agency contract: the contract and the agency's whole list beside it, then its three sections (each loads on its own once the contract is
    // there), and the two Excel exports.
    ...faultRows(
        { route: AGENCY_DETAIL, call: 'GET /t/agencycontracts/*', inBrowser: ['404', '500'] },
        DETAIL_ERROR,
        DETAIL_OUTCOMES
    ),
    ...faultRows({ route: AGENCY_DETAIL, call: 'GET /t/agencies/*/contracts' }, DETAIL_ERROR, DETAIL_OUTCOMES),
    ...sideBySide(
        faultRows({ route: AGENCY_DETAIL, call: 'GET /t/agencycontracts/*/files' }, FILES_ERROR),
        faultRows(
            { route: AGENCY_DETAIL, call: 'GET /t/agencies/*/contracts/*/downlines' },
            { text: 'Error loading agents' }
        ),
        faultRows(
            { route: AGENCY_DETAIL, call: 'GET /t/agencycontracts/*/hierarchy' },
            { text: 'Error loading hierarchy' }
        )
    ),
    ...actionRows(
        {
            route: AGENCY_DETAIL,
            call: 'GET /t/agencycontracts/*/hierarchy/excel',
            action: clickButton('Export the hierarchy to Excel'),
            inBrowser: ['401'],
        },
        {
            error: 'Error downloading the hierarchy export',
            pending: 'Exporting hierarchy...',
            success: 'Hierarchy exported successfully',
        }
    ),
    ...actionRows(
        {
            route: AGENCY_DETAIL,
            call: 'GET /t/agencycontracts/*/policies/excel',
            action: clickButton('Export policies'),
        },
        {
            error: 'Error exporting policies',
            pending: 'Exporting policies...',
            success: 'Policies exported successfully',
        }
    ),
    {
        route: AGENCY_DETAIL,
        call: 'GET /t/agencycontracts/*/policies/excel',
        fault: '403',
        action: clickButton('Exportar pólizas'),
        language: 'es',
        runner: 'unit',
        notText: 'Las pólizas se exportaron correctamente',
        expect: { text: 'Error al exportar las pólizas' },
    },
    // Pending contracts' waits: the home page's aging card's contracts call and the Pending list's manager call
    // are each the only call of theirs the fault touches.
    ...faultRows(
        // Contracts not read say nothing of what is pending: never "none pending" for them.
        { route: AGENT_HOME, call: 'GET /t/agents/*/contracts', notText: 'No pending contracts', inBrowser: ['500'] },
        { text: 'Error loading pending contracts' }
    ),
    ...faultRows(
        {
            route: '/?agencyId=201',
            call: 'GET /t/agencies/*/contracts',
            notText: 'No pending contracts',
            inBrowser: [],
        },
        { text: 'Error loading pending contracts' }
    ),
    ...faultRows(
        { route: PENDING, call: 'GET /t/*/*/accountmanager', inBrowser: ['500', 'wrong-shape', 'null'] },
        { text: 'Error loading your relationship manager' },
        { null: { text: FALLBACK_FOLLOW_UP }, 'wrong-shape': { text: FALLBACK_FOLLOW_UP } }
    ),
    // An agency's Pending list counts its producers' pending contracts too: a failure says so, never "0".
    ...faultRows(
        {
            route: '/contracts?agencyId=201&status=Pending',
            call: 'GET /t/v2/agencies/*/downlineagentcontracts',
            notText: 'Your producers have 0 pending contracts',
        },
        { text: "Error loading your producers' pending contracts" }
    ),
    // Under that error, the fallback team is named to follow up with in the meantime.
    ...(['500', 'abort'] as const).map(fault => ({
        route: PENDING,
        call: 'GET /t/*/*/accountmanager',
        fault,
        runner: 'unit' as const,
        expect: { text: 'Meanwhile, to follow up, contact Producer Support Team' },
        note: 'the fallback team',
    })),
    {
        route: AGENT_HOME,
        call: 'GET /t/agents/*/contracts',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar los contratos pendientes' },
    },
];
