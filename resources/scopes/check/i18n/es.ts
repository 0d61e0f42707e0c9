import type { SoaCheckTexts } from './en';

/** The SOA check's texts in Spanish, merged under `resources.soaCheck` (same keys in both languages: a test checks it). */
const soaCheck: SoaCheckTexts = {
    title: 'Comprobación de SOA',
    back: 'Volver a los SOA',
    intro: 'Sus inscripciones que requieren un SOA (%{types}), por el mes en que recibió la solicitud: ¿el SOA de su cliente se completó antes de la solicitud, y no más de 12 meses antes? Lo que la comprobación no puede saber está al final de la página.',
    window: {
        from: 'Solicitudes recibidas desde',
        to: 'Solicitudes recibidas hasta',
    },
    soasError: 'No se pudieron cargar sus SOA, así que no se puede comprobar ninguna inscripción.',
    loadingSoas: 'Cargando sus SOA',
    headline: {
        checking: 'Comprobando sus inscripciones con sus SOA…',
        flagged:
            '%{smart_count} de %{checked} inscripciones requiere su atención |||| %{smart_count} de %{checked} inscripciones requieren su atención',
        clean: 'La %{smart_count} inscripción comprobada tiene un SOA completado a tiempo |||| Las %{smart_count} inscripciones comprobadas tienen un SOA completado a tiempo',
        none: 'Ninguna inscripción que requiera un SOA tiene una solicitud recibida en estos meses.',
        noneChecked: 'No se comprobó ninguna inscripción',
        cleanSoFar:
            'Solo se comprobó %{smart_count} inscripción, y tiene un SOA completado a tiempo |||| Solo se comprobaron %{smart_count} inscripciones, y tienen un SOA completado a tiempo',
    },
    partial: {
        months: '%{count} de %{smart_count} mes sin buscar |||| %{count} de %{smart_count} meses sin buscar',
        enrollments:
            'resultado desconocido de %{smart_count} inscripción |||| resultado desconocido de %{smart_count} inscripciones',
    },
    flags: {
        label: 'Mostrar las inscripciones con estos resultados',
        noSoa: 'Sin SOA registrado',
        notCompleted: 'SOA nunca completado, o anulado',
        completedAfter: 'SOA completado después de la solicitud',
        tooOld: 'SOA completado más de 12 meses antes',
        pass: 'SOA completado a tiempo',
        checking: 'Se está situando en su mes',
        unchecked: 'Desconocido: su búsqueda falló',
    },
    progress: {
        label: 'Progreso de la comprobación',
        months: 'Se buscó %{settled} de %{smart_count} mes de solicitudes |||| Se buscaron %{settled} de %{smart_count} meses de solicitudes',
        placing:
            'Situando %{settled} de %{smart_count} solicitud cuyo SOA cae en su mes |||| Situando %{settled} de %{smart_count} solicitudes cuyo SOA cae en su mes',
        done: 'Se comprobó %{smart_count} inscripción con una solicitud recibida en estos meses |||| Se comprobaron %{smart_count} inscripciones con una solicitud recibida en estos meses',
        cancelled: 'Comprobación detenida: los resultados de abajo cubren solo lo que se buscó.',
        cancel: 'Cancelar',
        resume: 'Comprobar el resto',
    },
    announce: {
        started: 'Comprobando %{total} búsquedas de sus inscripciones con sus SOA',
        checked: 'Comprobación de SOA: %{settled} de %{total} búsquedas hechas',
        finished: 'Comprobación de SOA completa',
        finishedWithFailures: 'Comprobación de SOA terminada; fallaron %{failed} de %{total} búsquedas',
        cancelled: 'Comprobación de SOA detenida: %{settled} de %{total} búsquedas hechas',
    },
    failedMonths:
        'No se pudieron buscar las solicitudes recibidas en estos meses, así que sus inscripciones faltan en la comprobación:',
    failedEnrollments: 'Estas inscripciones no se pudieron situar dentro de su mes, así que no se conoce su resultado:',
    table: 'Inscripciones y sus SOA',
    noneShown: 'Ninguna inscripción tiene los resultados elegidos.',
    columns: {
        customer: 'Cliente',
        plan: 'Tipo de póliza y aseguradora',
        received: 'Solicitud recibida',
        soa: 'Alcance de la cita',
        result: 'Resultado',
        actions: 'Qué hacer',
    },
    received: {
        month: 'En %{month}',
        day: 'El %{date}',
        between: 'Entre el %{start} y el %{end}',
    },
    soa: {
        none: 'Ninguno registrado',
        completed: '%{status} el %{date}',
        requested: '%{status}, solicitado el %{date}',
        view: 'Ver los SOA de %{name}',
    },
    request: 'Solicitar un SOA',
    requestFor: 'Solicitar un SOA para %{name}',
    toDo: {
        document: 'Un SOA nuevo no puede cubrir esta solicitud: documente lo que pasó.',
        enrollment: 'Abrir la inscripción',
        enrollmentOf: 'Abrir la inscripción de %{name}',
        soa: 'Abrir el SOA',
        soaOf: 'Abrir el SOA de %{name}',
        next: 'Solicitar un SOA para la próxima cita',
        nextFor: 'Solicitar un SOA para la próxima cita con %{name}',
    },
    limits: {
        title: 'Lo que esta comprobación no puede saber',
        carrierTool:
            'Un SOA tomado en la herramienta de inscripción propia de una aseguradora, o en papel, no está registrado aquí: esa inscripción aparece sin SOA.',
        names: 'Los SOA se asocian a las inscripciones por el nombre del cliente (sin distinguir mayúsculas, acentos ni espacios): un cliente cuyo nombre cambió o se escribe de otra forma en el SOA no se asocia, y dos clientes con el mismo nombre comparten sus SOA. Las inscripciones no llevan correo electrónico, así que el correo no puede distinguirlos.',
        days: 'Solo se conocen los días, no las horas: un SOA completado el día en que se recibió la solicitud cuenta como completado antes.',
        received:
            'Una inscripción sin el día en que el agente recibió su solicitud no aparece en la búsqueda, así que no se comprueba.',
    },
    export: 'Exportar CSV',
    fileName: 'comprobacion-soa-%{date}.csv',
    csv: {
        policyId: 'Id. de póliza',
        customer: 'Cliente',
        policyType: 'Tipo de póliza',
        carrier: 'Aseguradora',
        receivedFrom: 'Solicitud recibida desde',
        receivedTo: 'Solicitud recibida hasta',
        result: 'Resultado',
        soaStatus: 'Estado del SOA',
        soaCompleted: 'SOA completado',
        soaRequested: 'SOA solicitado',
    },
};

export default soaCheck;
