import type appSubmission from './en';

/** App submission's texts in Spanish (`resources.enrollments.appSubmission`). */
const es: typeof appSubmission = {
    title: 'Enviar una solicitud',
    intro: 'Envíe una solicitud recibida junto con su PDF firmado. Los campos marcados con * son obligatorios.',
    sections: {
        agent: 'Agente',
        applicant: 'Solicitante',
        coverage: 'Medicare y Medicaid',
        plan: 'Plan',
        files: 'Archivos de la solicitud',
    },
    fields: {
        AgentId: 'Agente',
        FirstName: 'Nombre',
        LastName: 'Apellido',
        StateId: 'Estado',
        CountyId: 'Condado',
        DateAgentSignedApplication: 'Fecha en que el agente recibió la solicitud',
        EffectiveDate: 'Fecha de vigencia',
        PolicyTypeId: 'Tipo de póliza',
        InsurerId: 'Aseguradora',
        ProductId: 'Producto',
        DateOfBirth: 'Fecha de nacimiento',
        SSN: 'Número de Seguro Social',
        MbiNumber: 'Número de Medicare (MBI)',
        MedicaidNumber: 'Número de Medicaid',
        MedicareADate: 'Fecha de Medicare Parte A',
        MedicareBDate: 'Fecha de Medicare Parte B',
    },
    dates: {
        birthTooLongAgo: 'Revise la fecha de nacimiento: es de hace más de 120 años',
        medicareTooLongAgo: 'Revise esta fecha: es de hace más de 100 años',
        signedTooLongAgo: 'Revise esta fecha: es de hace más de 2 años',
        effectiveTooLongAgo: 'Revise la fecha de vigencia: es de hace más de 2 años',
        effectiveTooFarAhead: 'Revise la fecha de vigencia: es de dentro de más de 2 años',
    },
    hints: {
        chooseAgentFirst: 'Elija primero un agente',
        chooseStateFirst: 'Elija primero un estado',
        choosePolicyTypeFirst: 'Elija primero un tipo de póliza',
        chooseCarrierFirst: 'Elija primero una aseguradora',
        ssn: '9 dígitos, p. ej. 123-45-6789',
        mbi: '11 caracteres, p. ej. 1EG4-TE5-MK73',
    },
    files: {
        required: 'Elija al menos un archivo PDF',
    },
    actions: {
        submit: 'Enviar solicitud',
        cancel: 'Volver a inscripciones',
        submitAnother: 'Enviar otra solicitud',
        backToEnrollments: 'Volver a inscripciones',
    },
    success: {
        title: 'Solicitud enviada',
        message: 'La solicitud se envió. Los datos sensibles muestran solo sus últimos 4 caracteres.',
        summary: 'Resumen del envío',
        noSummaryTitle: 'Envío de solicitud',
        noSummary: 'No se pudo completar la navegación después del envío. Vuelva a inscripciones.',
        // Invariable: the label may be feminine (fecha) or masculine (número).
        notProvided: 'Sin indicar',
        files: 'Archivos',
    },
    messages: {
        submitting: 'Enviando solicitud...',
        success: 'La solicitud se envió correctamente',
        failed: 'No se pudo enviar la solicitud',
        pdfOnly: 'Solo se pueden usar archivos PDF para enviar solicitudes',
        multipleFilesHint:
            'Mantenga presionada la tecla CTRL para seleccionar varios archivos PDF; se combinarán en un solo envío.',
        ssnInvalid: 'El número de Seguro Social debe tener 9 dígitos',
        mbiInvalid: 'Ingrese un número de Medicare (MBI) válido',
    },
};

export default es;
