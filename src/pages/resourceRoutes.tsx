import type { ComponentType, ReactElement } from 'react';
import { Route } from 'react-router';
import { NotFoundPage } from './status/StatusPages';

export interface ResourceRoutesOptions {
    /** The list page, at the resource's own address only (`/licenses`). */
    list: ComponentType;
    /** The resource's other routes (`<Route path=":id" .../>`, `<Route path="submission" .../>`). */
    routes?: ReactElement[];
}

/**
 * A react-admin resource's routes without its list catching every sub-path. `<Resource list>` mounts the
 * list at `/*`, so `/licenses/foo` and `/contracts/5534/extra` showed a list; here the list is the index
 * route and anything no route claims is the not-found page. Spread the result into `<Resource>` in place of
 * `list` and `children`.
 */
export const resourceRoutes = ({ list: List, routes = [] }: ResourceRoutesOptions) => ({
    children: [
        <Route key="index" index element={<List />} />,
        ...routes,
        <Route key="not-found" path="*" element={<NotFoundPage />} />,
    ],
});
