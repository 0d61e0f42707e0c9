import type { StatementsTexts } from './en';

/** The statements area's texts in Spanish, merged under `resources.statements` (same keys in both languages: a test checks it). */
const statements: StatementsTexts = {
    name: 'Estado de cuenta |||| Estados de cuenta',
    fields: {
        PaymentRunId: 'Ciclo de pago',
        StatementDate: 'Fecha del estado de cuenta',
        BeginningBalance: 'Saldo inicial',
        Earned: 'Ganado',
        Chargeback: 'Contracargo',
        EndingBalance: 'Saldo final',
        StatementBalance: 'Saldo del estado de cuenta',
        Payout: 'Pago',
        PolicyAgentName: 'Productor',
        CustomerFirstName: 'Nombre del cliente',
        CustomerLastName: 'Apellido del cliente',
        PolicyNumber: 'Número de póliza',
        PolicyTypeName: 'Tipo de póliza',
        InsurerName: 'Aseguradora',
        ProductName: 'Producto',
        PaymentAmount: 'Importe',
    },
    list: {
        title: 'Estados de cuenta',
        table: 'Estados de cuenta',
        open: 'Estado de cuenta del %{date}',
        count: '%{smart_count} estado de cuenta encontrado |||| %{smart_count} estados de cuenta encontrados',
    },
    filters: {
        title: 'Filtrar estados de cuenta',
        policyType: 'Tipo de póliza',
        allPolicyTypes: 'Todos los tipos de póliza',
        carrier: 'Aseguradora',
        allCarriers: 'Todas las aseguradoras',
        dateStart: 'Fecha del estado de cuenta desde',
        dateEnd: 'Fecha del estado de cuenta hasta',
        clear: 'Borrar filtros',
    },
    detail: {
        title: 'Estado de cuenta del %{date}',
        untitled: 'Estado de cuenta',
        back: 'Volver a los estados de cuenta',
        summary: 'Resumen',
        commissions: 'Pagos de comisiones',
        overrides: 'Pagos de sobrecomisiones',
        processed: 'Procesados',
        onHold: 'En espera',
        tabs: '%{section}: procesados o en espera',
        table: '%{section}, %{tab}',
        count: '%{smart_count} pago |||| %{smart_count} pagos',
        total: 'Total',
    },
    download: {
        pdf: 'Descargar PDF',
        xlsx: 'Descargar Excel',
    },
    messages: {
        noneFound: 'No se encontraron estados de cuenta',
        loadError: 'Error al cargar los estados de cuenta',
        detailLoadError: 'Error al cargar los detalles del estado de cuenta',
        notFound:
            'No se encontró este estado de cuenta. Puede que se haya eliminado o que la dirección no sea correcta.',
        paymentsLoadError: 'Error al cargar los pagos',
        noPayments: 'No se encontraron pagos',
        downloadGenerating: 'Generando estado de cuenta...',
        downloadSuccess: 'El estado de cuenta se descargó correctamente',
        downloadFailed: 'No se pudo descargar el estado de cuenta.',
    },
};

export default statements;
