import { largeStatement, statementsOf } from '../../mocks/db/statements';
import { actionRows, clickButton, faultRows, sideBySide, type FaultRow, type RowBase } from './rows';

const agentStatement = statementsOf('agent', '101')[0];
const agencyStatement = statementsOf('agency', '201').find(
    statement => statement.payments.commissions.processed.length > 0 && statement.payments.overrides.onhold.length > 0
)!;

const AGENT_LIST = '/statements?agentId=101';
const AGENCY_LIST = '/statements?agencyId=201';
const AGENT_DETAIL = `/statements/${agentStatement.PaymentRunId}?agentId=101`;
const AGENCY_DETAIL = `/statements/${agencyStatement.PaymentRunId}?agencyId=201`;
const LARGE_DETAIL = `/statements/${largeStatement().PaymentRunId}?agencyId=201`;

const LIST_ERROR = { text: 'Error loading statements' };
const DETAIL_ERROR = { text: 'Error loading statement details' };
/** A statement that does not exist (404) says so, with nothing to do to it. */
const DETAIL_OUTCOMES = {
    '404': { text: 'This statement could not be found. It may have been removed, or the address may be wrong.' },
};
const PAYMENTS_ERROR = { text: 'Error loading payments' };

const DOWNLOAD = {
    error: 'Statement download failed.',
    pending: 'Generating statement...',
    success: 'Statement downloaded successfully',
};

/**
 * A dropdown's options: its error under the field. No row for a late answer (the field only stays disabled).
 * A name-to-id dictionary reads `{}` as empty: the field says so in its own words (`empty`); null is a
 * malformed answer, its error like any failure, and so is a body that is not JSON.
 */
const dropdownRows = ({ inBrowser, ...base }: RowBase, text: string, { empty }: { empty?: string } = {}): FaultRow[] =>
    faultRows({ ...base, inBrowser }, { text }, empty ? { 'wrong-shape': { text: empty } } : {}).filter(
        row => row.fault !== 'delay'
    );

export const statementFaults: FaultRow[] = [
    // The list: its one call per filter, and the filter card's two dropdowns (each loads on its own).
    ...sideBySide(
        faultRows({ route: AGENT_LIST, call: 'GET /t/agents/*/statements', inBrowser: ['401', '500'] }, LIST_ERROR),
        dropdownRows(
            { route: AGENT_LIST, call: 'GET /t/policytypes/dictionary', inBrowser: ['401', '500', 'wrong-shape'] },
            'Error loading policy types',
            { empty: 'No policy types available' }
        ),
        dropdownRows(
            { route: AGENT_LIST, call: 'GET /t/insurers', inBrowser: ['401', '500'] },
            'Error loading insurers'
        )
    ),
    ...faultRows({ route: AGENCY_LIST, call: 'GET /t/agencies/*/statements', inBrowser: ['500'] }, LIST_ERROR),
    {
        route: AGENCY_LIST,
        call: 'GET /t/agencies/*/statements',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar los estados de cuenta' },
    },

    // One statement: the statement, each payment list (each under its own tab), the two downloads.
    ...faultRows(
        { route: AGENT_DETAIL, call: 'GET /t/agentstatements/*/*', inBrowser: ['404', '500'] },
        DETAIL_ERROR,
        DETAIL_OUTCOMES
    ),
    ...faultRows(
        { route: AGENCY_DETAIL, call: 'GET /t/agencystatements/*/*', inBrowser: ['404', '500'] },
        DETAIL_ERROR,
        DETAIL_OUTCOMES
    ),
    ...faultRows(
        { route: AGENT_DETAIL, call: 'GET /t/agentstatements/*/*/payments/commissions/processed' },
        PAYMENTS_ERROR
    ),
    ...faultRows(
        { route: AGENT_DETAIL, call: 'GET /t/agentstatements/*/*/payments/commissions/onhold' },
        PAYMENTS_ERROR
    ),
    ...faultRows(
        { route: AGENCY_DETAIL, call: 'GET /t/agencystatements/*/*/payments/overrides/processed' },
        PAYMENTS_ERROR
    ),
    ...faultRows(
        { route: AGENCY_DETAIL, call: 'GET /t/agencystatements/*/*/payments/overrides/onhold' },
        PAYMENTS_ERROR
    ),
    ...faultRows(
        {
            route: LARGE_DETAIL,
            call: 'GET /t/agencystatements/*/*/payments/commissions/onhold',
            inBrowser: ['500'],
        },
        PAYMENTS_ERROR
    ),
    ...actionRows(
        {
            route: AGENT_DETAIL,
            call: 'GET /t/agentstatements/*/*/pdf',
            action: clickButton('Download PDF'),
            inBrowser: ['401'],
        },
        DOWNLOAD
    ),
    ...actionRows(
        {
            route: AGENCY_DETAIL,
            call: 'GET /t/agencystatements/*/*/xlsx',
            action: clickButton('Download Excel'),
            inBrowser: ['401'],
        },
        DOWNLOAD
    ),
    {
        route: AGENCY_DETAIL,
        call: 'GET /t/agencystatements/*/*/pdf',
        fault: '500',
        action: clickButton('Descargar PDF'),
        language: 'es',
        runner: 'unit',
        notText: 'El estado de cuenta se descargó correctamente',
        expect: { text: 'No se pudo descargar el estado de cuenta.' },
    },
];
