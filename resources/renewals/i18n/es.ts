import type { RenewalsTexts } from './en';

/** Los textos de renovaciones en riesgo en español (las mismas claves que en inglés). */
const renewals: RenewalsTexts = {
    title: 'Renovaciones en riesgo',
    intro: {
        agent: 'Sus miembros cuya próxima renovación no podría atender (los planes de Medicare se renuevan el 1 de enero, los demás productos en su aniversario), y qué resolver primero.',
        agency: 'Los miembros de sus productores cuya próxima renovación su productor no podría atender (los planes de Medicare se renuevan el 1 de enero, los demás productos en su aniversario), y qué resolver primero.',
    },
    headline: {
        atRisk: '%{smart_count} miembro de %{total} que se renuevan está en riesgo |||| %{smart_count} miembros de %{total} que se renuevan están en riesgo',
        none: 'El %{smart_count} miembro que se renueva está listo: nada que resolver |||| Los %{smart_count} miembros que se renuevan están listos: nada que resolver',
        nothing: 'Ninguna inscripción vigente se renueva: no hay nada que revisar.',
        noneChecked:
            'El %{smart_count} miembro que se renueva no se ha revisado |||| No se ha revisado ninguno de los %{smart_count} miembros que se renuevan',
        readySoFar:
            'Solo se revisó %{smart_count} miembro que se renueva, y está listo |||| Solo se revisaron %{smart_count} miembros que se renuevan, y están listos',
        noneReadable:
            'Ninguna de las inscripciones leídas se renueva, pero %{smart_count} inscripción vigente no se pudo leer |||| Ninguna de las inscripciones leídas se renueva, pero %{smart_count} inscripciones vigentes no se pudieron leer',
    },
    partial: {
        checked:
            'revisado %{checked} de %{smart_count} miembro que se renueva |||| revisados %{checked} de %{smart_count} miembros que se renuevan',
        producersFailed:
            '%{smart_count} productor no se pudo revisar |||| %{smart_count} productores no se pudieron revisar',
        producersLeft: '%{smart_count} productor sin revisar aún |||| %{smart_count} productores sin revisar aún',
        session: 'de %{checked} de %{total} productores revisados en esta sesión',
        unreadable: {
            agent: '%{smart_count} inscripción vigente no indica estado, proveedor, tipo de póliza ni fecha de vigencia y no se revisa |||| %{smart_count} inscripciones vigentes no indican estado, proveedor, tipo de póliza ni fecha de vigencia y no se revisan',
            agency: '%{smart_count} inscripción vigente no indica estado, proveedor, tipo de póliza, fecha de vigencia o productor y no se revisa |||| %{smart_count} inscripciones vigentes no indican estado, proveedor, tipo de póliza, fecha de vigencia o productor y no se revisan',
        },
        states: 'no se pudieron cargar los nombres de los estados, así que una licencia que nombra su estado completo puede contarse como faltante',
    },
    estimate: {
        label: 'Comisión de renovación estimada en riesgo:',
        basis: 'Una estimación: el importe de renovación por miembro fijado para cada tipo de póliza, no lo que paga un proveedor.',
        unpriced:
            'El tipo de póliza de %{smart_count} miembro no tiene importe: no entra en la estimación. |||| Los tipos de póliza de %{smart_count} miembros no tienen importe: no entran en la estimación.',
        short: 'Estimación:',
    },
    fixes: {
        title: 'Qué resolver primero',
        label: 'Cosas por resolver antes de las renovaciones, primero las que conservan más miembros',
        members: '%{smart_count} miembro en riesgo |||| %{smart_count} miembros en riesgo',
        keeps: '%{smart_count} se renueva al resolverlo |||| %{smart_count} se renuevan al resolverlo',
        showAll: 'Mostrar las %{count}',
        showFewer: 'Mostrar las primeras %{count}',
    },
    shared: {
        producers: '%{smart_count} productor |||| %{smart_count} productores',
        showProducers: 'Ver su productor |||| Ver los %{smart_count} productores',
        hideProducers: 'Ocultar su productor |||| Ocultar los productores',
        producersLabel: 'La parte de cada productor en «%{thing}», primero la que afecta a más miembros',
        licenseExpired: 'La licencia venció',
        licenseExpires: 'La licencia vence antes de la renovación',
    },
    csv: {
        export: 'Exportar CSV',
        fileName: 'renovaciones-en-riesgo-%{date}.csv',
        thing: 'Qué resolver',
        producer: 'Productor',
        agentId: 'ID de agente',
        part: 'La parte del productor',
        members: 'Miembros en riesgo',
        keeps: 'Se renuevan al resolverlo',
        estimate: 'Estimación en riesgo',
        whereDone: 'Dónde se resuelve',
        failed: 'Sin revisar: no se pudieron cargar las licencias del productor, así que sus miembros no se cuentan',
        notYet: 'Sin revisar aún: los miembros del productor no se cuentan',
    },
    notDue: 'Las certificaciones de %{year} se informan a partir de agosto: aún no se revisa la de %{smart_count} miembro que se renueva en %{year}. |||| Las certificaciones de %{year} se informan a partir de agosto: aún no se revisa la de %{smart_count} miembros que se renuevan en %{year}.',
    producers: {
        title: 'Por productor',
        table: 'Renovaciones en riesgo por productor',
        empty: 'Aún no se ha revisado a ningún productor.',
        columns: {
            producer: 'Productor',
            renewing: 'Miembros que se renuevan',
            atRisk: 'En riesgo',
            estimate: 'Estimación en riesgo',
            firstFix: 'Lo primero por resolver',
        },
        nothingToFix: 'Nada que resolver',
    },
    members: {
        title: 'Miembros en riesgo',
        table: 'Miembros cuya renovación está en riesgo',
        empty: 'Ningún miembro está en riesgo.',
        columns: {
            member: 'Miembro',
            producer: 'Productor',
            carrier: 'Proveedor',
            policyType: 'Tipo de póliza',
            state: 'Estado',
            renews: 'Se renueva el',
            missing: 'Lo que falta ese día',
        },
        renewsOn: '%{date} (año del plan %{year})',
        unnamed: 'Inscripción %{id}',
    },
    progress: {
        label: 'Productores revisados',
        status: 'Revisados %{settled} de %{total} productores',
        finished: 'Se revisaron los %{total} productores.',
        cancelled:
            'Se detuvo tras %{settled} de %{total} productores: la respuesta cuenta solo los productores revisados.',
        cancel: 'Cancelar',
        resume: 'Revisar los productores restantes',
    },
    announce: {
        started: 'Revisando las renovaciones de %{total} productores',
        checked: 'Renovaciones: revisados %{settled} de %{total} productores',
        finished: 'Renovaciones revisadas para todos los productores',
        finishedWithFailures: 'Renovaciones revisadas, pero no se pudo revisar a %{failed} de %{total} productores',
        cancelled: 'Revisión de renovaciones detenida: revisados %{settled} de %{total} productores',
    },
    failures: {
        title: 'No se pudo revisar a estos productores, así que sus miembros no se cuentan:',
        retry: 'Intentar de nuevo',
    },
    errors: {
        enrollments: 'No se pudieron cargar sus inscripciones vigentes: no se pueden revisar las renovaciones.',
        licenses: 'No se pudieron cargar sus licencias: no se pueden revisar las renovaciones.',
        contracts: 'No se pudieron cargar sus contratos: no se pueden revisar las renovaciones.',
        downlineContracts:
            'No se pudieron cargar los contratos de sus productores: no se pueden revisar las renovaciones.',
        policyTypes: 'No se pudieron cargar los tipos de póliza: no se pueden revisar las renovaciones.',
        states: 'No se pudieron cargar los nombres de los estados: se muestran por su abreviatura.',
    },
    unreadable: {
        agent: '%{smart_count} inscripción vigente no indica estado, proveedor, tipo de póliza ni fecha de vigencia: no se revisa. |||| %{smart_count} inscripciones vigentes no indican estado, proveedor, tipo de póliza ni fecha de vigencia: no se revisan.',
        agency: '%{smart_count} inscripción vigente no indica estado, proveedor, tipo de póliza, fecha de vigencia o productor: no se revisa. |||| %{smart_count} inscripciones vigentes no indican estado, proveedor, tipo de póliza, fecha de vigencia o productor: no se revisan.',
    },
    capped: 'Una de las listas leídas tiene más filas de las que el portal puede cargar (10 000): la respuesta puede estar incompleta.',
    limits: {
        title: 'Lo que esto no puede saber',
        agent: 'Las licencias, los contratos y las certificaciones son los últimos informados: lo renovado después se ve cuando se informa. Los planes de Medicare se renuevan el 1 de enero y los demás productos en el aniversario de su póliza; las reglas de un proveedor pueden ser otras. Un miembro es una inscripción vigente.',
        agency: 'Las licencias, los contratos y las certificaciones son los últimos informados: lo renovado después se ve cuando se informa. Una agencia solo ve los contratos hechos bajo ella. Los planes de Medicare se renuevan el 1 de enero y los demás productos en el aniversario de su póliza; las reglas de un proveedor pueden ser otras. Un miembro es una inscripción vigente.',
    },
    card: {
        atRisk: 'de %{total} miembros que se renuevan, en riesgo',
        none: 'El %{smart_count} miembro que se renueva está listo. |||| Los %{smart_count} miembros que se renuevan están listos.',
        nothing: 'Ninguna inscripción vigente se renueva.',
        notChecked: 'Las renovaciones de sus productores se revisan en la página de renovaciones.',
        noneChecked:
            'El %{smart_count} miembro que se renueva no se ha revisado. |||| No se ha revisado ninguno de los %{smart_count} miembros que se renuevan.',
        readySoFar:
            'Solo se revisó %{smart_count} miembro que se renueva, y está listo. |||| Solo se revisaron %{smart_count} miembros que se renuevan, y están listos.',
        noneReadable:
            'Ninguna de las inscripciones leídas se renueva, pero %{smart_count} inscripción vigente no se pudo leer. |||| Ninguna de las inscripciones leídas se renueva, pero %{smart_count} inscripciones vigentes no se pudieron leer.',
        error: 'No se pudieron revisar las renovaciones: la página de renovaciones dice por qué.',
        viewAll: 'Abrir renovaciones en riesgo',
    },
};

export default renewals;
