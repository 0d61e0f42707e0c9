import type { ReportsTexts } from './en';

/** The reports area's texts in Spanish, merged under `resources.reports` (same keys in both languages: a test checks it). */
const reports: ReportsTexts = {
    name: 'Informe |||| Informes',
    rts: {
        title: 'Informe RTS',
        intro: 'Descargue cuáles de sus agentes están listos para vender, por aseguradora y tipo de póliza, para un año del plan, en un libro de Excel.',
        insurer: 'Aseguradora',
        policyType: 'Tipo de póliza',
        allInsurers: 'Déjelo vacío para todas las aseguradoras',
        allPolicyTypes: 'Déjelo vacío para todos los tipos de póliza',
        download: 'Descargar informe',
        planYear: 'Año del plan',
    },
    messages: {
        generating: 'Generando informe...',
        success: 'El informe se generó correctamente',
        failed: 'No se pudo generar el informe',
    },
};

export default reports;
