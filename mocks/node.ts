import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo handlers for Vitest: the same ones the browser worker and the test HTTP server use. */
export const server = setupServer(...handlers);
