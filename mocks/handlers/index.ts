import { accountHandlers } from './account';
import { contractHandlers } from './contracts';
import { demoHandlers } from './demo';
import { dictionaryHandlers } from './dictionaries';
import { fileHandlers } from './files';
import { guardHandlers } from './guard';
import { licenseHandlers } from './licenses';
import { producerHandlers } from './producers';
import { userHandlers } from './user';

/** Handlers the browser worker intercepts (fetch calls of the app). */
export const apiHandlers = [
    ...guardHandlers,
    ...userHandlers,
    ...dictionaryHandlers,
    ...contractHandlers,
    ...fileHandlers,
    ...licenseHandlers,
    ...producerHandlers,
    ...demoHandlers,
];

/** Every handler: the API plus the account pages a browser navigates to (HTTP servers only). */
export const handlers = [...accountHandlers, ...apiHandlers];

export { accountHandlers };
