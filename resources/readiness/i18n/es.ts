import type { ReadinessTexts } from './en';

/** The readiness area's texts in Spanish, merged under `resources.readiness` (same keys in both languages). */
const readiness: ReadinessTexts = {
    title: 'Preparación para vender',
    producerTitle: 'Preparación para vender: %{name}',
    backToProducer: 'Volver al productor',
    producer: {
        label: 'Productor',
        placeholder: 'Escriba un nombre o NPN',
        prompt: 'Elija un productor para ver su preparación para vender.',
        loadError: 'Error al cargar los agentes',
        none: 'No se encontraron productores',
        noMatch: 'Ningún productor coincide',
        npnLoading: 'Buscando el NPN',
        npnFailed: 'No se pudo cargar el NPN',
        notInDownline: 'El productor %{id} no está en su red. Elija uno de sus productores arriba.',
    },
    planYear: {
        label: 'Año del plan',
        option: 'Año del plan %{year}',
    },
    question: {
        title: '¿Puede venderlo?',
        producerTitle: '¿Puede venderlo este productor?',
        prompt: 'Elija una aseguradora y un estado para ver si se puede vender allí.',
        ready: 'Sí: listo para vender %{carrier} en %{state} para el año del plan %{year}.',
        partly: 'En parte: %{ready} de %{total} tipos de póliza de %{carrier} están listos en %{state} para el año del plan %{year}.',
        notReady: 'Todavía no: %{carrier} en %{state} para el año del plan %{year}. Lo que falta:',
        carrierOnly: '%{carrier}: listo en %{ready} de %{licensed} estados con licencia para el año del plan %{year}.',
        stateOnly: '%{state}: listo con %{ready} de %{total} aseguradoras para el año del plan %{year}.',
        stateLicense: '%{state}: %{gap}.',
        readyFor: 'Listo para %{types}',
        neededFor: 'Necesario para %{types}',
        chooseState: 'Elija un estado para ver el detalle.',
        chooseCarrier: 'Elija una aseguradora para ver el detalle.',
        unknownCarrier: '%{carrier} no es una aseguradora con contrato ni con oferta de contrato aquí.',
        unknownCarrierPartial:
            '%{carrier} no es una de sus aseguradoras con contrato, y las demás no se pudieron cargar.',
        unknownCarrierPartialProducer:
            '%{carrier} no es una de las aseguradoras con contrato de este productor, y las demás no se pudieron cargar.',
    },
    headline: {
        ready: 'Listo para vender %{carriers} en %{states}; %{fixes}',
        none: 'Todavía no está listo para vender en ningún lugar; %{fixes}',
        carriers: '%{smart_count} aseguradora |||| %{smart_count} aseguradoras',
        states: '%{smart_count} estado |||| %{smart_count} estados',
        fixes: '%{smart_count} cosa por resolver |||| %{smart_count} cosas por resolver',
        nothingToFix: 'nada por resolver',
        nothingFound: 'no se encontró qué resolver en lo que se pudo cargar',
    },
    partial: {
        offered:
            'no se pudieron cargar las aseguradoras con las que no tiene contrato, así que no se cuenta ninguna solicitud de contrato con ellas',
        offeredProducer:
            'no se pudieron cargar las aseguradoras con las que este productor no tiene contrato, así que no se cuenta ninguna solicitud de contrato con ellas',
        eAndO: 'no se pudieron cargar sus registros de E&O',
        states: 'no se pudieron cargar los nombres de los estados, así que una licencia que nombra su estado completo puede contarse como faltante',
    },
    toFix: {
        title: 'Qué hacer ahora',
        label: 'Cosas por resolver para el año del plan %{year}, primero las que más bloquean',
        blocks: 'Necesario para %{products} en %{states}',
        products: '%{smart_count} producto |||| %{smart_count} productos',
        readyOnceDone: '%{smart_count} listo al resolverlo |||| %{smart_count} listos al resolverlo',
        showAll: 'Mostrar las %{count}',
        showFewer: 'Mostrar las primeras %{count}',
    },
    summary: {
        carrier: 'Listo en %{ready} de %{licensed} estados con licencia',
        state: 'Listo con %{ready} de %{total} aseguradoras',
        stateFixes: '%{smart_count} cosa por resolver |||| %{smart_count} cosas por resolver',
    },
    filters: {
        title: 'Todas las aseguradoras y estados',
        state: 'Estado',
        anyState: 'Todos los estados',
        carrier: 'Aseguradora',
        anyCarrier: 'Todas las aseguradoras',
        policyType: 'Tipo de póliza',
        anyPolicyType: 'Todos los tipos de póliza',
        show: 'Mostrar',
        all: 'Todo',
        onlyReady: 'Solo lo listo',
        onlyNotReady: 'Solo lo no listo',
        clear: 'Borrar filtros',
    },
    matrix: {
        label: 'Preparación para el año del plan %{year}: estados por aseguradora y tipo de póliza',
        state: 'Estado',
        carrierTypes: '%{carrier}: %{types}',
        byState: 'Preparación para el año del plan %{year}, por estado',
        nothingShown: 'Ninguna celda coincide con estos filtros.',
        empty: 'No hay licencias, contratos ni certificaciones registrados: todavía no hay nada que mostrar.',
        emptyUnoffered:
            'No hay aseguradoras que mostrar: no hay ningún contrato registrado y no se pudieron cargar las aseguradoras disponibles.',
    },
    cell: {
        ready: 'Listo',
    },
    eAndO: {
        title: 'E&O',
        valid: 'Vigente hasta el %{date}',
        expiring: 'Vence el %{date}, dentro de 90 días',
        expired: 'Venció el %{date}',
        none: 'No hay E&O registrado',
        agencyCannotSee: 'Un portal de agencia no ve los registros de E&O de un productor; pregúntele al productor.',
        loadError: 'Error al cargar los registros de E&O',
    },
    errors: {
        licenses: 'Error al cargar las licencias',
        contracts: 'Error al cargar los contratos',
        states: 'Error al cargar los estados',
        offered:
            'No se pudieron cargar las aseguradoras con las que no tiene contrato: solo se muestran las contratadas.',
        offeredProducer:
            'No se pudieron cargar las aseguradoras con las que este productor no tiene contrato: solo se muestran las contratadas.',
    },
    limits: 'Las certificaciones y los estados de contrato son los que las aseguradoras informaron por última vez; decide la aseguradora.',
};

export default readiness;
