import type { ProducersTexts } from './en';

/** The producers area's texts in Spanish, merged under `resources.producers` (same keys in both languages: a test checks it). */
const producers: ProducersTexts = {
    name: 'Productor |||| Productores',
    fields: {
        agent_name: 'Agente',
        insurer_name: 'Aseguradora',
        policy_types: 'Tipos de póliza',
        writing_number: 'Número de productor',
        upline_agency: 'Agencia superior',
        start_date: 'Fecha de inicio',
        end_date: 'Fecha de finalización',
        rts: 'RTS %{year}',
        policy_count: 'Pólizas',
        name: 'Nombre',
        email: 'Correo electrónico',
        npn: 'NPN',
        phone_numbers: 'Números de teléfono',
    },
    list: {
        title: 'Productores',
        table: 'Contratos de productores',
        count: '%{smart_count} contrato de productor encontrado |||| %{smart_count} contratos de productores encontrados',
    },
    filters: {
        title: 'Filtrar contratos de productores',
        status: 'Estado del contrato',
        statuses: {
            All: 'Todos',
            Active: 'Activos',
            Pending: 'Pendientes',
            RecentlyActivated: 'Activados recientemente',
            Terminated: 'Terminados',
        },
        carrier: 'Aseguradora',
        allCarriers: 'Todas las aseguradoras',
        rtsCurrentYear: 'RTS este año (%{year})',
        rtsNextYear: 'RTS el próximo año (%{year})',
        rtsHelp: 'Seleccione de nuevo el valor elegido para quitarlo.',
        rts: {
            All: 'Todos',
            Failed: 'No aprobado',
            NoCerts: 'Sin certificaciones',
            Rts: 'RTS',
        },
        agent: 'Agente',
        allAgents: 'Todos los agentes',
        agentId: 'ID de agente %{id}',
        noAgents: 'Ningún agente coincide',
        clear: 'Borrar filtros',
    },
    export: {
        button: 'Exportar a Excel',
        pending: 'Exportando contratos de productores...',
        success: 'Los contratos de productores se exportaron correctamente',
        error: 'Error al exportar los contratos de productores',
    },
    detail: {
        title: 'Detalles del productor',
        contact: 'Contacto',
        licenses: 'Licencias',
        contracts: 'Contratos',
        readiness: 'Preparación para vender',
        addContracts: 'Agregar contratos',
        primary: 'Principal',
        noPhones: 'No hay números de teléfono registrados',
        notProvided: 'No proporcionado',
        phoneTypes: {
            Mobile: 'Celular',
            Office: 'Oficina',
            Home: 'Casa',
            Fax: 'Fax',
        },
    },
    messages: {
        noneFound: 'No se encontraron contratos de productores',
        loadError: 'Error al cargar los contratos de productores',
    },
};

export default producers;
