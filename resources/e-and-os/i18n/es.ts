import type { EAndOsTexts } from './en';

/** The E&O area's texts in Spanish, merged under `resources.e-and-os` (same keys in both languages: a test checks it). */
const eAndOs: EAndOsTexts = {
    name: 'Registro de E&O |||| Registros de E&O',
    title: 'Errores y omisiones (E&O)',
    count: '%{smart_count} registro de E&O |||| %{smart_count} registros de E&O, primero el vencimiento más antiguo (los vencidos y luego los que vencen antes)',
    fields: {
        IssuedBy: 'Emitido por',
        PolicyNumber: 'Número de póliza',
        CoverageLimits: 'Límites de cobertura',
        CoverageLimitsUsd: 'Límites de cobertura (USD)',
        ExpirationDate: 'Fecha de vencimiento',
        certificate: 'Certificado (PDF)',
    },
    expired: 'Venció el %{date}',
    expires: 'Vence el %{date}',
    actions: {
        submit: 'Enviar un E&O',
        send: 'Enviar E&O',
        files: 'Archivos',
        filesOf: 'Archivos de la póliza de E&O %{number}',
        backToList: 'Volver a los registros de E&O',
        submitAnother: 'Enviar otro E&O',
    },
    files: {
        title: 'Archivos de la póliza %{number} de %{issuer}',
    },
    submission: {
        title: 'Enviar un E&O',
        intro: 'Envíe su póliza de seguro de errores y omisiones (E&O) con su certificado en PDF. Todos los campos son obligatorios.',
        coverageHelp: 'El importe en dólares estadounidenses, por ejemplo 1000000.',
        fileHelp: 'Un archivo PDF del certificado de E&O.',
    },
    success: {
        title: 'E&O enviado',
        message: 'Su E&O se envió correctamente y ya aparece entre sus registros de E&O.',
        summary: 'Lo que envió',
        noSummaryTitle: 'Envío de E&O',
        noSummary: 'No se pudo completar la navegación después del envío. Vuelva a sus registros de E&O.',
    },
    messages: {
        pdfOnly: 'Solo se admiten archivos PDF',
        loadError: 'Error al cargar los seguros de E&O',
        noneFound: 'No se encontraron seguros de E&O',
        submitting: 'Enviando E&O...',
        success: 'El seguro de E&O se envió correctamente',
        submitFailed: 'No se pudieron enviar los detalles del seguro de E&O',
    },
};

export default eAndOs;
