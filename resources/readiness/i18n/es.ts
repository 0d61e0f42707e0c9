import type { ReadinessTexts } from './en';

/** The readiness area's texts in Spanish, merged under `resources.readiness` (same keys in both languages). */
const readiness: ReadinessTexts = {
    title: 'Preparación para vender',
    producerTitle: 'Preparación para vender: %{name}',
    intro: 'Dónde puede vender cada aseguradora y tipo de póliza en cada estado, y qué falta donde todavía no puede.',
    producerIntro: 'Dónde este productor puede vender cada aseguradora y tipo de póliza en cada estado, y qué falta.',
    backToProducer: 'Volver al productor',
    producer: {
        label: 'Productor',
        choose: 'Elija un productor',
        prompt: 'Elija un productor para ver su preparación para vender.',
        loadError: 'Error al cargar los agentes',
        none: 'No se encontraron productores',
    },
    planYear: {
        label: 'Año del plan',
        option: 'Año del plan %{year}',
    },
    filters: {
        title: 'Filtros',
        state: 'Estado',
        anyState: 'Todos los estados',
        carrier: 'Aseguradora',
        anyCarrier: 'Todas las aseguradoras',
        policyType: 'Tipo de póliza',
        anyPolicyType: 'Todos los tipos de póliza',
        notReadyOnly: 'Solo lo que no está listo',
        clear: 'Borrar filtros',
    },
    count: '%{ready} de %{total} celdas listas para el año del plan %{year}',
    matrix: {
        label: 'Preparación para el año del plan %{year}: estados por aseguradora y tipo de póliza',
        state: 'Estado',
        carrierTypes: '%{carrier}: %{types}',
        cellOf: '%{carrier} %{type} en %{state}',
        byState: 'Preparación para el año del plan %{year}, por estado',
        nothingShown: 'Ninguna celda coincide con estos filtros.',
        empty: 'No hay licencias, contratos ni certificaciones registrados: todavía no hay nada que mostrar.',
    },
    cell: {
        ready: 'Listo',
        notReady: 'No listo',
    },
    gaps: {
        noLicense: 'Sin licencia en %{state}',
        licenseExpired: 'La licencia venció el %{date}',
        licenseExpiresBeforePlanYear: 'La licencia vence el %{date}, antes de que empiece %{year}',
        licenseExpiryUnknown: 'Fecha de vencimiento de la licencia desconocida',
        noContract: 'Sin contrato',
        contractPending: 'Contrato pendiente',
        contractTerminated: 'Contrato terminado',
        noCertification: 'Sin certificación RTS para %{year}',
        certificationFailed: 'Certificación fallida para %{year}',
        certificationPending: 'Certificación pendiente para %{year}',
        certificationNotRts: 'No está listo para vender en %{year} (el proveedor indica «%{status}»)',
    },
    fixes: {
        submitLicense: 'Enviar una licencia',
        requestContract: 'Solicitar un contrato',
        openContract: 'Abrir el contrato',
        submitEAndO: 'Enviar un E&O',
        producerOnly: 'la envía el productor',
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
