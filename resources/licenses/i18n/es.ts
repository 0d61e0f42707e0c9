import type { LicensesTexts } from './en';

/** The licenses area's texts in Spanish, merged under `resources.licenses` (same keys in both languages: a test checks it). */
const licenses: LicensesTexts = {
    name: 'Licencia |||| Licencias',
    count: '%{smart_count} licencia |||| %{smart_count} licencias',
    fields: {
        file: 'Archivo de la licencia (PDF)',
    },
    actions: {
        submit: 'Enviar una licencia',
        send: 'Enviar licencia',
        backToList: 'Volver a licencias',
        submitAnother: 'Enviar otra licencia',
    },
    files: {
        title: 'Archivos de la licencia de %{state} número %{number}',
    },
    submission: {
        title: 'Enviar una licencia',
        intro: 'Envíe una licencia nueva o renovada con su certificado en PDF. Todos los campos son obligatorios, excepto la casilla de residente.',
        fileHelp: 'Un archivo PDF del certificado de la licencia.',
    },
    success: {
        title: 'Licencia enviada',
        message: 'Su licencia se envió correctamente y ya aparece entre sus licencias.',
        noSummaryTitle: 'Envío de licencia',
        noSummary: 'No se pudo completar la navegación después del envío. Vuelva a licencias.',
    },
    messages: {
        loadError: 'Error al cargar las licencias',
        submitting: 'Enviando licencia...',
        submitSuccess: 'La licencia se envió correctamente',
        submitFailed: 'No se pudo enviar la licencia',
        pdfOnly: 'Solo se admiten archivos PDF',
    },
};

export default licenses;
