import type { DisenrollmentsTexts } from './en';

/** The rapid-disenrollment view's texts in Spanish, merged under `resources.disenrollments` (same keys in both languages: a test checks it). */
const disenrollments: DisenrollmentsTexts = {
    title: 'Bajas rápidas y contracargos',
    back: 'Volver a las inscripciones',
    intro: 'Las inscripciones que terminaron dentro de los 3 meses siguientes a su fecha de vigencia, frente a las inscripciones que entraron en vigencia en los mismos meses: los planes Medicare Advantage y de la Parte D aparte, porque en ellos la aseguradora recupera entonces toda la comisión del primer año, junto a todos los productos; por qué terminaron; después, los contracargos de sus estados de cuenta.',
    window: {
        from: 'En vigencia desde',
        to: 'En vigencia hasta',
    },
    loading: 'Cargando las inscripciones que entraron en vigencia en estos meses',
    loadingCount: 'Se cargaron %{rows} de %{total} inscripciones',
    loadError:
        'No se pudieron cargar las inscripciones que entraron en vigencia en estos meses, así que no se puede calcular ninguna tasa.',
    headline: {
        chargeback:
            'Medicare Advantage y Parte D: %{rapid} de %{effective} inscripciones en vigencia de %{from} a %{to} terminaron dentro de 3 meses:',
        chargebackNone: 'Medicare Advantage y Parte D: ninguna inscripción entró en vigencia de %{from} a %{to}.',
        rate: 'Todos los productos: %{rapid} de %{effective} inscripciones en vigencia de %{from} a %{to} terminaron dentro de 3 meses:',
        none: 'Ninguna inscripción entró en vigencia de %{from} a %{to}.',
    },
    rules: {
        chargeback:
            'En estos planes (%{types}) la aseguradora recupera toda la comisión del primer año de una inscripción que termina dentro de 3 meses.',
        allProducts: 'Los demás productos siguen las condiciones de cada aseguradora para recuperar comisiones.',
    },
    causes: {
        title: 'Por qué terminaron',
        maybeTheSale: 'Puede reflejar la venta',
        notTheAgents: 'No depende del agente',
        notKnown: 'Otros motivos, o sin motivo indicado',
        noReason: 'Sin motivo indicado',
        note: 'Un fallecimiento, una mudanza fuera del área de servicio o la terminación por la aseguradora no dependen del agente; una baja voluntaria, un cambio de plan o una prima sin pagar pueden reflejar cómo se vendió el plan.',
    },
    stillOpen:
        '%{smart_count} de ellas sigue en sus primeros 3 meses: la tasa aún puede subir. |||| %{smart_count} de ellas siguen en sus primeros 3 meses: la tasa aún puede subir.',
    few: 'pocas inscripciones',
    fewNote:
        'Marcadas “pocas inscripciones”: entraron en vigencia menos de 10, así que un solo caso mueve mucho la tasa.',
    byCarrier: 'Por aseguradora',
    byProducer: 'Por productor',
    showAllProducers: 'Mostrar los %{smart_count} productores',
    showAllCarriers: 'Mostrar las %{smart_count} aseguradoras',
    showFewer: 'Mostrar las primeras %{smart_count} filas',
    columns: {
        carrier: 'Aseguradora',
        producer: 'Productor',
        rate: 'Tasa',
        rapid: 'Bajas en 3 meses',
        effective: 'En vigencia',
        customer: 'Cliente',
        policyType: 'Tipo de póliza',
        effectiveDate: 'Vigencia',
        terminationDate: 'Terminó',
        held: 'Días en vigor',
        reason: 'Motivo',
    },
    rapidList: 'Inscripciones que terminaron dentro de 3 meses (%{smart_count})',
    rapidTable: 'Inscripciones que terminaron dentro de 3 meses',
    noRapid: 'Ninguna terminó dentro de 3 meses.',
    chargebacks: {
        title: 'Contracargos de sus estados de cuenta',
        total: 'Contracargos de %{from} a %{to}:',
        loadError: 'No se pudieron cargar sus estados de cuenta, así que no se muestran los contracargos.',
        table: 'Contracargos por mes',
        month: 'Mes',
        amount: 'Recuperado',
        showTable: 'Ver como tabla',
        showChart: 'Ver como gráfico',
        noData: 'Sin contracargos',
        loadingChart: 'Cargando el gráfico',
        note: 'Los libros de cuentas dan los contracargos de un estado de cuenta como un solo importe: no están ligados a las inscripciones de arriba.',
    },
    limits: {
        title: 'Lo que esta vista no puede saber',
        ended: 'La fecha de fin de una inscripción es la de la aseguradora: puede ser el último día cubierto o el primer día sin cobertura, y ambas cuentan cuando caen dentro de los 3 meses siguientes a la vigencia. Una cancelada en su fecha de vigencia o antes nunca entró en vigencia: no cuenta en ninguna cifra.',
        recent: 'Las inscripciones en vigencia desde hace menos de 3 meses aún pueden terminar dentro de sus primeros 3 meses.',
        ledger: 'Un contracargo de un estado de cuenta puede recuperar la comisión de una inscripción que entró en vigencia antes del periodo.',
    },
};

export default disenrollments;
