import type { ContractsTexts } from './en';

/** The contracts area's texts in Spanish, merged under `resources.contracts` (same keys in both languages: a test checks it). */
const contracts: ContractsTexts = {
    name: 'Contrato |||| Contratos',
    fields: {
        Insurer: 'Aseguradora',
        MarketingLevel: 'Nivel de comercialización',
        PolicyTypes: 'Tipos de póliza',
        WritingNumber: 'Número de productor',
        UplineAgency: 'Agencia superior',
        dates: 'Vigencia',
        PolicyCount: 'Cantidad de pólizas',
    },
    insurerWithLevel: '%{insurer} (%{level})',
    dates: {
        since: 'Desde el %{start}',
        range: 'Del %{start} al %{end}',
    },
    list: {
        title: 'Contratos',
        label: 'Contratos',
        count: '%{smart_count} contrato |||| %{smart_count} contratos',
        filteredCount:
            'Mostrando %{shown} de %{smart_count} contrato |||| Mostrando %{shown} de %{smart_count} contratos',
        longestWaitFirst: 'primero los que más esperan',
        withOrder: '%{count}, %{order}',
    },
    producersPending: {
        count: 'Sus productores tienen %{smart_count} contrato pendiente |||| Sus productores tienen %{smart_count} contratos pendientes',
        longest: 'El que más espera: %{producer}, %{carrier}',
        viewAll: 'Ver los contratos pendientes de sus productores',
        loadError: 'Error al cargar los contratos pendientes de sus productores',
    },
    filters: {
        title: 'Filtrar contratos',
        status: 'Estado del contrato',
        carrier: 'Nombre de la aseguradora',
        carrierHelp: 'Filtra los contratos mostrados mientras escribe',
        statuses: {
            Active: 'Activos',
            RecentlyActivated: 'Recientes',
            Pending: 'Pendientes',
            Terminated: 'Terminados',
        },
    },
    actions: {
        addAgentContracts: 'Agregar contratos de agentes',
        requestAgentContracts: 'Solicitar contratos de agente',
        exportPolicies: 'Exportar pólizas',
        exportHierarchy: 'Exportar',
        exportHierarchyLabel: 'Exportar la jerarquía a Excel',
        copyLink: 'Copiar enlace',
        back: 'Volver a contratos',
    },
    detail: {
        title: 'Detalles del contrato',
        summary: 'Resumen',
        files: 'Archivos',
        enrollmentLink: 'Enlace de inscripción',
        enrollmentLinkHelp: 'Comparta este enlace con sus clientes para que se inscriban con este contrato.',
        certifications: 'Certificaciones por año del plan',
        planYear: 'Año del plan %{year}',
        statusUnknown:
            'No se pudo comprobar si este contrato está pendiente o terminado, así que no se muestra si está listo para vender: abajo figura la situación de cada certificación.',
        downlines: 'Agentes de la línea descendente',
        hierarchy: 'Jerarquía',
    },
    certifications: {
        policyType: 'Tipo de póliza',
        state: 'Estado',
        status: 'Situación',
    },
    downlines: {
        AgentName: 'Agente',
        UplineAgency: 'Agencia superior',
        WritingNumber: 'Número de productor',
        StartDate: 'Fecha de inicio',
        PolicyCount: 'Pólizas',
        noneFound: 'No se encontraron agentes de la línea descendente',
    },
    hierarchy: {
        label: 'Jerarquía de %{name}',
        agencies: '%{smart_count} agencia |||| %{smart_count} agencias',
        agents: '%{smart_count} agente |||| %{smart_count} agentes',
        inactive: 'Inactivo',
        keyboardHelp:
            'Use las flechas del teclado para recorrer la jerarquía: la flecha derecha abre una agencia y la izquierda la cierra.',
    },
    messages: {
        loadError: 'Error al cargar los contratos',
        noneFound: 'No se encontraron contratos',
        detailLoadError: 'Error al cargar los detalles del contrato',
        notFound: 'No se encontró este contrato. Puede que se haya eliminado o que la dirección no sea correcta.',
        policiesPending: 'Exportando pólizas...',
        policiesSuccess: 'Las pólizas se exportaron correctamente',
        policiesError: 'Error al exportar las pólizas',
        noPolicies: 'No hay pólizas para exportar',
        hierarchyPending: 'Exportando jerarquía...',
        hierarchySuccess: 'La jerarquía se exportó correctamente',
        hierarchyError: 'Error al descargar la exportación de la jerarquía',
        linkCopied: 'Enlace de inscripción copiado',
        linkCopyFailed: 'No se pudo copiar el enlace de inscripción',
    },
};

export default contracts;
