import type { DashboardTexts } from './en';

/** The dashboard's texts in Spanish, merged under `resources.dashboard` (same keys in both languages: a test checks it). */
const dashboard: DashboardTexts = {
    name: 'Panel principal',
    title: 'Inicio',
    welcome: {
        agent: 'Está trabajando como el agente %{name}.',
        agency: 'Está trabajando para la agencia %{name}.',
    },
    alerts: {
        label: 'Avisos',
        dismiss: 'Ocultar el aviso "%{title}" durante un día',
        dismissUntitled: 'Ocultar este aviso durante un día',
        loadError: 'No se pudieron cargar los avisos.',
        allDismissed: 'Se ocultaron todos los avisos por hoy.',
        levels: { info: 'Información', warning: 'Advertencia', danger: 'Importante' },
    },
    cards: {
        recentEnrollments: {
            title: 'Inscripciones recientes',
            table: 'Inscripciones recientes',
            error: 'Error al cargar las inscripciones',
            viewAll: 'Ver todas las inscripciones',
            fields: {
                name: 'Nombre',
                producer: 'Productor',
                carrier: 'Aseguradora',
                effectiveDate: 'Fecha de vigencia',
            },
            empty: 'No hay inscripciones recientes',
        },
        chart: {
            title: 'Inscripciones',
            empty: 'Aún no hay inscripciones para mostrar',
            views: {
                label: 'Periodo mostrado',
                sixMonths: '6 meses',
                twelveMonths: '12 meses',
                producers: 'Productores',
            },
            showTable: 'Ver como tabla',
            showChart: 'Ver como gráfico',
            description:
                'Gráfico de barras de las inscripciones por mes, este año frente al año pasado. Las mismas cifras están disponibles como tabla.',
            producersDescription:
                'Gráfico de barras de las inscripciones por productor desde el inicio del año. Las mismas cifras están disponibles como tabla.',
            table: 'Inscripciones por mes',
            producersTable: 'Inscripciones por productor',
            month: 'Mes',
            producer: 'Productor',
            thisYear: 'Este año',
            lastYear: 'Año pasado',
            enrollments: 'Inscripciones',
            noData: 'No hay datos para mostrar',
            loadingData: 'Cargando datos…',
            error: 'Error al cargar el panel principal',
        },
        producerSummary: {
            title: 'Resumen de inscripciones por productor',
            table: 'Inscripciones por productor',
            empty: 'No se encontraron inscripciones',
            error: 'Error al cargar las inscripciones',
            carrier: 'Aseguradora',
            allCarriers: 'Todas las aseguradoras',
            start: 'Desde',
            end: 'Hasta',
            fields: { AgentName: 'Productor', EnrollmentCount: 'Inscripciones' },
            lastValid:
                'Estas cifras corresponden a las últimas fechas válidas, %{range}. Corrija las fechas para actualizarlas.',
            rangeFromTo: 'del %{start} al %{end}',
            rangeUntil: 'hasta el %{end}',
            noValidRange: 'Corrija las fechas para ver las cifras.',
        },
        calendar: {
            title: 'Calendario de capacitación',
            list: 'Próximas capacitaciones',
            empty: 'No hay capacitaciones próximas',
            opens: '%{title} (se abre en una pestaña nueva)',
            unavailable:
                'No se puede cargar el calendario de capacitación en este momento. Inténtelo de nuevo más tarde.',
        },
        recentStatements: {
            title: 'Estados de cuenta recientes',
            list: 'Últimos estados de cuenta',
            empty: 'No se encontraron estados de cuenta',
            error: 'Error al cargar los estados de cuenta',
            open: 'Estado de cuenta del %{date}',
            payout: 'Pago',
            viewAll: 'Ver todos los estados de cuenta',
        },
        recentScopes: {
            title: 'Alcances de cita recientes',
            list: 'Últimos alcances de cita',
            requested: 'Solicitado el %{date}',
            viewAll: 'Ver todos los SOA',
            error: 'Error al cargar los SOA recientes',
            empty: 'No se encontraron alcances de cita (SOA) recientes',
        },
        agingContracts: {
            title: 'Contratos pendientes con demora',
            error: 'Error al cargar los contratos pendientes',
            empty: 'No hay contratos pendientes',
            count: '%{smart_count} contrato pendiente, %{waitingLong} en espera una semana o más |||| %{smart_count} contratos pendientes, %{waitingLong} en espera una semana o más',
            list: 'Contratos pendientes, la espera más larga primero',
            viewAll: 'Ver contratos pendientes',
        },
        manager: {
            title: 'Su gerente de relaciones',
            error: 'Error al cargar su gerente de relaciones',
            direct: 'Directo',
            team: 'Equipo',
            photo: 'Foto de %{name}',
            fallbackNote:
                'Aún no hay un gerente de relaciones asignado a este portal. Nuestro equipo está para ayudarle.',
        },
    },
};

export default dashboard;
