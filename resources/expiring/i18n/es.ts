import type { ExpiringTexts } from './en';

/** Los textos del pronóstico de vencimientos en español (las mismas claves que en inglés). */
const expiring: ExpiringTexts = {
    title: 'Pronóstico de vencimientos',
    intro: {
        agent: 'Sus licencias, cobertura de E&O y certificaciones de listo para vender (RTS) vencidas o que vencen en los próximos 90 días (licencias: 6 meses), de la más próxima a la más lejana, cada una con el enlace a donde se renueva.',
        agency: 'Las licencias y la cobertura de E&O de esta agencia, y las licencias y certificaciones RTS de sus productores, vencidas o que vencen en los próximos 90 días (licencias: 6 meses), de la más próxima a la más lejana.',
    },
    limits: {
        agent: 'Una certificación que la aseguradora aún no ha informado no se conoce aquí.',
        agency: 'Una agencia ve las licencias y certificaciones de sus productores, pero no sus registros de E&O. Una certificación que la aseguradora aún no ha informado no se conoce aquí.',
    },
    capped: 'Una de las listas que lee el pronóstico tiene más filas de las que el portal puede cargar (10.000): el pronóstico puede estar incompleto.',
    windows: {
        expired: 'Ya vencidos',
        30: 'En 30 días o menos',
        60: 'En 31 a 60 días',
        90: 'En 61 a 90 días',
        sixMonths: 'Licencias en 91 días a 6 meses',
    },
    windowCount: '%{smart_count} elemento |||| %{smart_count} elementos',
    showAll: 'Mostrar los %{smart_count} elementos',
    empty: 'Nada ha vencido ni vence en los próximos 90 días (licencias: 6 meses).',
    emptyPartial: 'No se encontró nada en los datos que se pudieron cargar.',
    unlicensed: {
        notCounted: {
            agent: 'No se cuenta arriba %{smart_count} certificación RTS que termina: usted no tiene una licencia vigente en su estado. |||| No se cuentan arriba %{smart_count} certificaciones RTS que terminan: usted no tiene una licencia vigente en sus estados.',
            agency: 'No se cuenta arriba %{smart_count} certificación RTS que termina: el productor no tiene una licencia vigente en su estado. |||| No se cuentan arriba %{smart_count} certificaciones RTS que terminan: los productores no tienen una licencia vigente en sus estados.',
        },
        title: 'Certificaciones RTS que terminan sin licencia vigente',
        why: {
            agent: 'Usted no tiene una licencia vigente en los estados en los que estas certificaciones permiten vender, así que no puede vender allí aunque se renueven: primero va la licencia. No están en los conteos de arriba ni en el archivo de calendario.',
            agency: 'Estos productores no tienen una licencia vigente en los estados en los que sus certificaciones permiten vender, así que no pueden vender allí aunque se renueven: primero va la licencia. No están en los conteos de arriba ni en el archivo de calendario.',
        },
        show: 'Mostrar esta certificación |||| Mostrar estas %{smart_count} certificaciones',
        hide: 'Ocultarlas',
        license: 'Sin licencia vigente en %{states}',
    },
    item: {
        license: 'Licencia %{state} %{number} (%{type})',
        eando: 'Cobertura de E&O: póliza %{number}, %{issuer}',
        rts: 'Listo para vender con %{carrier}, año del plan %{year}',
        coming: {
            none: 'Aún sin certificación para %{year}',
            pending: 'La certificación de %{year} está pendiente',
            failed: 'La certificación de %{year} no fue aprobada',
            unknown: 'La certificación de %{year} no está lista para vender',
        },
        expired: 'Venció el %{date}, hace %{smart_count} día |||| Venció el %{date}, hace %{smart_count} días',
        lapsed: 'Terminó el %{date}, hace %{smart_count} día |||| Terminó el %{date}, hace %{smart_count} días',
        expiresToday: 'Vence hoy, %{date}',
        expires: 'Vence el %{date}, en %{smart_count} día |||| Vence el %{date}, en %{smart_count} días',
        lapses: 'Termina el %{date}, en %{smart_count} día |||| Termina el %{date}, en %{smart_count} días',
        own: {
            agent: 'Suyo',
            agency: 'Esta agencia',
        },
        producer: 'Productor: %{name}',
    },
    progress: {
        label: 'Productores revisados',
        status: 'Revisados %{settled} de %{total} productores',
        finished: 'Se revisaron los %{total} productores.',
        cancelled:
            'Se detuvo tras %{settled} de %{total} productores: el pronóstico muestra solo los productores revisados.',
        cancel: 'Cancelar',
        resume: 'Revisar los productores restantes',
    },
    announce: {
        started: 'Revisando %{total} productores para el pronóstico',
        checked: 'Pronóstico: revisados %{settled} de %{total} productores',
        finished: 'Pronóstico completo: se revisaron todos los productores',
        finishedWithFailures: 'Pronóstico terminado, pero no se pudo revisar a %{failed} de %{total} productores',
        cancelled: 'Pronóstico detenido: revisados %{settled} de %{total} productores',
    },
    failures: {
        title: 'No se pudo revisar a estos productores, así que sus elementos faltan en el pronóstico:',
        retry: 'Intentar de nuevo',
    },
    partial: {
        licenses: 'no se pudieron cargar sus licencias',
        eandos: 'no se pudieron cargar sus registros de E&O',
        contracts: 'no se pudieron cargar las certificaciones de sus contratos',
        downlineContracts: 'no se pudieron cargar las certificaciones de sus productores',
        producers: 'no se pudieron cargar sus productores',
        producersLeft:
            '%{count} de %{smart_count} productor sin revisar |||| %{count} de %{smart_count} productores sin revisar',
        // The card's: it counts the producers whose licenses this session holds, each with its certifications.
        producersInSession:
            'solo cuenta al %{checked} de %{smart_count} productor revisado en esta sesión |||| solo cuenta a los %{checked} de %{smart_count} productores revisados en esta sesión',
        noProducersInSession:
            'no cuenta a su %{smart_count} productor: no se ha revisado en esta sesión |||| no cuenta a ninguno de sus %{smart_count} productores: ninguno se ha revisado en esta sesión',
    },
    errors: {
        downlineContracts:
            'No se pudieron cargar los contratos de sus productores: sus certificaciones faltan en el pronóstico.',
        licenses: 'No se pudieron cargar sus licencias: faltan en el pronóstico.',
        eandos: 'No se pudieron cargar sus registros de E&O: faltan en el pronóstico.',
        contracts: 'No se pudieron cargar sus contratos: sus certificaciones faltan en el pronóstico.',
        producers: 'No se pudieron cargar sus productores: sus licencias y certificaciones faltan en el pronóstico.',
    },
    calendar: {
        button: 'Agregar a mi calendario',
        nothing: 'No hay nada próximo que agregar a un calendario.',
        nothingKnown: 'Nada que agregar a un calendario de lo que se pudo cargar.',
        fileName: 'pronostico-de-vencimientos.ics',
        description: '%{what}. %{when}. Renuévelo en Producer Hub.',
        title: {
            whom: '%{what} – %{whom}',
            license: 'Vence la licencia %{states} |||| Vencen las licencias %{states}',
            eando: 'Termina la cobertura de E&O',
            rts: 'Falta RTS %{year}: %{carriers}',
        },
        expiresOn: 'Vence el %{date}',
        endsOn: 'Listo para vender termina el %{date}',
        failed: 'El archivo de calendario está incompleto: %{sources}.',
        partial: 'El archivo de calendario incluye solo los %{checked} de %{total} productores revisados hasta ahora.',
        noProducers: 'El archivo de calendario aún no incluye a ninguno de sus productores: no se han revisado.',
        unlicensed:
            'El archivo de calendario no incluye %{smart_count} certificación RTS que termina sin licencia vigente. |||| El archivo de calendario no incluye %{smart_count} certificaciones RTS que terminan sin licencia vigente.',
        downloaded:
            'Se descargó el archivo de calendario con %{smart_count} fecha |||| Se descargó el archivo de calendario con %{smart_count} fechas',
    },
    card: {
        counts: 'Elementos por plazo',
        viewAll: 'Abrir el pronóstico de vencimientos',
        checkRest:
            'Revisar en la página del pronóstico al productor no contado |||| Revisar en la página del pronóstico a los %{smart_count} productores no contados',
        error: 'No se pudo cargar el pronóstico de vencimientos.',
        partial: 'Parte de los datos no se pudo cargar: la página del pronóstico dice cuáles.',
    },
};

export default expiring;
