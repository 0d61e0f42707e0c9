import type { MyProfileTexts } from './en';

/** The profile area's texts in Spanish, merged under `resources.my-profile` (same keys in both languages: a test checks it). */
const myProfile: MyProfileTexts = {
    name: 'Perfil',
    title: 'Mi perfil',
    intro: {
        agent: 'Sus datos como agente. Los campos marcados con * son obligatorios.',
        agency: 'Los datos de su agencia. Los campos marcados con * son obligatorios.',
    },
    sections: {
        name: 'Nombre',
        contact: 'Teléfono y dirección',
    },
    fields: {
        FirstName: 'Nombre',
        MiddleName: 'Segundo nombre',
        LastName: 'Apellido',
        Nickname: 'Apodo',
        Name: 'Nombre de la agencia',
        Phone: 'Teléfono',
        Address1: 'Dirección, línea 1',
        Address2: 'Dirección, línea 2',
        City: 'Ciudad',
        StateName: 'Estado',
        ZipCode: 'Código postal',
    },
    hints: {
        phone: '10 dígitos, por ejemplo (555) 123-4567',
        zip: '5 dígitos, o 9 como ZIP+4 (12345-6789)',
    },
    validation: {
        zip: 'Introduzca un código postal de 5 o 9 dígitos',
    },
    actions: {
        save: 'Guardar perfil',
        backToProfile: 'Volver a mi perfil',
        home: 'Ir al panel',
    },
    success: {
        title: 'Perfil enviado',
        message: 'Los cambios de su perfil se enviaron correctamente.',
        noSummaryTitle: 'Envío del perfil',
        noSummary: 'No se pudo completar la navegación después del envío. Vuelva a su perfil.',
    },
    messages: {
        loadError: 'Ocurrió un error al cargar su perfil.',
        submitting: 'Enviando perfil...',
        submitFailed: 'No se pudo enviar el perfil',
    },
};

export default myProfile;
