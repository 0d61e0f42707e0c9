import type { HelpRequestsTexts } from './en';

/** The help requests area's texts in Spanish, under `resources.help-requests` (same keys as English: a test checks it). */
const helpRequests: HelpRequestsTexts = {
    name: 'Solicitud de ayuda |||| Solicitudes de ayuda',
    fields: {
        ActivityTypeName: 'Tipo',
        Description: 'Descripción',
        CreatedDateTime: 'Creada',
        DueDateTime: 'Vence',
        LastUpdated: 'Última actualización',
        IsCompleted: 'Estado',
        ActivityTypeId: 'Tipo de solicitud',
        Note: 'Nota',
    },
    status: {
        inProgress: 'En curso',
        completed: 'Completada',
        sending: 'Enviando...',
    },
    list: {
        title: 'Solicitudes de ayuda',
        table: 'Solicitudes de ayuda',
        open: 'Abrir la solicitud de ayuda: %{type}, creada el %{date}',
        create: 'Nueva solicitud de ayuda',
        count: '%{smart_count} solicitud de ayuda |||| %{smart_count} solicitudes de ayuda',
        noDueDate: 'Ninguna',
    },
    detail: {
        back: 'Volver a las solicitudes de ayuda',
        title: 'Solicitud de ayuda: %{type}',
        untitled: 'Solicitud de ayuda',
        overview: 'Resumen',
        notes: 'Notas',
        thread: 'Notas, de la más antigua a la más reciente',
        hubUser: 'Usuario del hub',
        agent: 'Agente',
        author: '%{name} (%{role})',
        unknownAuthor: 'Desconocido',
        sentAt: 'Escrita el %{time}',
        sending: 'Enviando...',
        noteHelp: 'Su nota se agrega a la conversación y la ve el equipo que atiende la solicitud.',
        send: 'Enviar nota',
    },
    create: {
        title: 'Nueva solicitud de ayuda',
        intro: 'Cuéntenos en qué necesita ayuda. Ambos campos son obligatorios.',
        send: 'Enviar solicitud de ayuda',
        cancel: 'Cancelar',
    },
    messages: {
        noneFound: 'No se encontraron solicitudes de ayuda',
        loadError: 'Error al cargar las solicitudes de ayuda',
        detailLoadError: 'Error al cargar la solicitud de ayuda',
        notFound:
            'No se encontró esta solicitud de ayuda. Puede que se haya eliminado o que la dirección no sea correcta.',
        notesLoadError: 'Error al cargar las notas',
        noNotes: 'Aún no hay notas',
        typesLoadError: 'Error al cargar los tipos',
        noTypes: 'No hay tipos de solicitud de ayuda disponibles',
        submitSuccess: 'La solicitud de ayuda se envió correctamente',
        submitFailed: 'No se pudo enviar la solicitud de ayuda',
        noteFailed: 'No se pudo enviar la nota',
        noteTooLarge: 'La nota es demasiado larga para el servidor. Acórtela y envíela de nuevo.',
        submitTooLarge: 'La descripción es demasiado larga para el servidor. Acórtela y envíela de nuevo.',
    },
};

export default helpRequests;
