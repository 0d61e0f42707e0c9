import type { ScopesTexts } from './en';

/** The SOA area's texts in Spanish, merged under `resources.scopes` (same keys in both languages: a test checks it). */
const scopes: ScopesTexts = {
    name: 'Alcance de la cita |||| Alcances de la cita',
    fields: {
        customer: 'Cliente',
        first_name: 'Nombre',
        last_name: 'Apellido',
        email: 'Correo electrónico',
        date_requested: 'Fecha de solicitud',
        date_completed: 'Fecha de finalización',
        status: 'Estado',
        actions: 'Acciones',
    },
    list: {
        title: 'Alcance de la cita (SOA)',
        table: 'Alcance de la cita (SOA)',
        count: 'Se encontró %{smart_count} SOA |||| Se encontraron %{smart_count} SOA',
    },
    filters: {
        title: 'Filtrar SOA',
        firstName: 'Nombre',
        lastName: 'Apellido',
        email: 'Correo electrónico',
        from: 'Fecha de solicitud desde',
        to: 'Fecha de solicitud hasta',
        clear: 'Borrar filtros',
        refresh: 'Actualizar',
    },
    actions: {
        request: 'Solicitar SOA',
        check: 'Comprobar los SOA de las inscripciones',
        signNow: 'Firmar ahora',
        signNowFor: 'Firmar ahora: SOA de %{name}',
        resend: 'Reenviar',
        resendFor: 'Reenviar el SOA a %{name}',
        void: 'Anular',
        voidFor: 'Anular el SOA de %{name}',
        download: 'Descargar',
        downloadFor: 'Descargar el SOA de %{name} en PDF',
        voidTitle: '¿Anular este SOA?',
        voidQuestion:
            'Se anulará el alcance de la cita de %{name}. Ya no se podrá firmar y esta acción no se puede deshacer.',
        voidCancel: 'Conservarlo',
        voidConfirm: 'Anular SOA',
    },
    request: {
        title: 'Solicitar un alcance de la cita',
        intro: 'El cliente recibe el alcance de la cita por correo electrónico para revisarlo y firmarlo.',
        emailInvalid: 'Ingrese un correo electrónico válido',
        methodHelp: 'Cómo se comunicó el cliente por primera vez sobre esta cita',
        send: 'Solicitar SOA',
        back: 'Volver a los SOA',
    },
    contactMethods: {
        phone: 'Llamada telefónica',
        in_person: 'Sin cita o en persona',
        email: 'Correo electrónico',
        mail: 'Correo postal (tarjeta de respuesta o carta)',
        referral: 'Recomendación',
        event: 'Evento de ventas o educativo',
    },
    messages: {
        openingSigning: 'Abriendo la sesión de firma...',
        signingReady: 'Sesión de firma lista: abriéndola',
        resending: 'Reenviando el SOA...',
        voiding: 'Anulando el SOA...',
        requesting: 'Solicitando el SOA...',
    },
};

export default scopes;
