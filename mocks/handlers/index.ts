import { accountHandlers } from './account';
import { demoHandlers } from './demo';
import { dictionaryHandlers } from './dictionaries';
import { guardHandlers } from './guard';
import { userHandlers } from './user';

/** Handlers the browser worker intercepts (fetch calls of the app). */
export const apiHandlers = [...guardHandlers, ...userHandlers, ...dictionaryHandlers, ...demoHandlers];

/** Every handler: the API plus the account pages a browser navigates to (HTTP servers only). */
export const handlers = [...accountHandlers, ...apiHandlers];

export { accountHandlers };
