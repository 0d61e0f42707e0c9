import en from '../../../i18n/en';

/** A sidebar entry's English text, from its label key (`app.menu.*`). */
export const menuText = (key: string) => en.app.menu[key.replace(/^app\.menu\./, '') as keyof typeof en.app.menu];
