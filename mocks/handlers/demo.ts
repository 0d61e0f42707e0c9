import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { api } from './shared';

/** Demo-only controls: reset the session's data (the toolbar's button; each browser test). */
export const demoHandlers = [
    http.post(api('/__demo/reset'), () => {
        db.reset();
        return new HttpResponse(null, { status: 204 });
    }),
];
