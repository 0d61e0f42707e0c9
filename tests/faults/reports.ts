import { actionRows, clickButton, faultRows, sideBySide, type FaultRow } from './rows';

const REPORT = '/reports/rts?agencyId=201';

/**
 * A dropdown's options: its error under the field. No rows for a late answer (the field only shows its
 * spinner) nor, for the name-to-id dictionaries, for `{}` and null, which src/api/dictionaries.ts reads as an
 * empty dictionary; a body that is not JSON is the bad answer tried instead.
 */
const dropdownRows = (call: string, text: string, { dictionary = false } = {}): FaultRow[] => [
    ...faultRows({ route: REPORT, call, inBrowser: ['401', '500'] }, { text }).filter(
        row => row.fault !== 'delay' && !(dictionary && (row.fault === 'wrong-shape' || row.fault === 'null'))
    ),
    ...(dictionary
        ? [{ route: REPORT, call, fault: 'malformed' as const, runner: 'unit' as const, expect: { text } }]
        : []),
];

export const reportFaults: FaultRow[] = [
    // The form's two dropdowns, each loading on its own.
    ...sideBySide(
        dropdownRows('GET /t/insurers', 'Error loading insurers'),
        dropdownRows('GET /t/policytypes/dictionary', 'Error loading policy types', { dictionary: true })
    ),
    // The download.
    ...actionRows(
        {
            route: REPORT,
            call: 'GET /t/agencies/*/reports/rtsreport/excel',
            action: clickButton('Download report'),
            inBrowser: ['401'],
        },
        {
            error: 'Failed to generate report',
            pending: 'Generating report...',
            success: 'Report generated successfully',
        }
    ),
    {
        route: REPORT,
        call: 'GET /t/agencies/*/reports/rtsreport/excel',
        fault: '500',
        action: clickButton('Descargar informe'),
        language: 'es',
        runner: 'unit',
        notText: 'El informe se generó correctamente',
        expect: { text: 'No se pudo generar el informe' },
    },
];
