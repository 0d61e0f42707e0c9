import { http, HttpResponse } from 'msw';
import {
    countiesByState,
    insurers,
    licenseTypes,
    policyTypes,
    products,
    states,
    toDictionary,
} from '../db/dictionaries';
import { defineDemoArea } from './area';
import { api, failure } from './shared';

const truthy = (value: string | null) => value === 'true' || value === '1';

/** States, counties, insurers (all, filtered, per agency), policy types, products and license types. */
const dictionaryHandlers = [
    http.get(api('/t/states'), () => HttpResponse.json(states)),
    http.get(api('/t/counties/:stateId/dictionary'), ({ params }) => {
        const counties = countiesByState[Number(params.stateId)];
        return counties ? HttpResponse.json(toDictionary(counties)) : failure(404);
    }),
    http.get(api('/t/insurers'), () => HttpResponse.json(insurers.map(({ Id, Name }) => ({ Id, Name })))),
    http.get(api('/t/insurers/dictionary'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const policyTypeId = Number(query.get('ProductsPolicyTypeId')) || undefined;
        const selected = insurers.filter(
            insurer =>
                (!truthy(query.get('IsActive')) || insurer.IsActive) &&
                (!policyTypeId || products.some(p => p.InsurerId === insurer.Id && p.PolicyTypeId === policyTypeId))
        );
        return HttpResponse.json(toDictionary(selected));
    }),
    http.get(api('/t/agencies/:agencyId/insurers'), ({ params }) => {
        // An agency works with a stable subset of the insurers.
        const seed = Number(params.agencyId) || 1;
        return HttpResponse.json(
            insurers.filter(insurer => (insurer.Id + seed) % 3 !== 0).map(({ Id, Name }) => ({ Id, Name }))
        );
    }),
    http.get(api('/t/policytypes/dictionary'), () => HttpResponse.json(toDictionary(policyTypes))),
    http.get(api('/t/products/dictionary'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const insurerId = Number(query.get('InsurerId')) || undefined;
        const policyTypeId = Number(query.get('PolicyTypeId')) || undefined;
        return HttpResponse.json(
            toDictionary(
                products.filter(
                    product =>
                        (!insurerId || product.InsurerId === insurerId) &&
                        (!policyTypeId || product.PolicyTypeId === policyTypeId)
                )
            )
        );
    }),
    http.get(api('/t/licenseTypes'), () => HttpResponse.json(licenseTypes)),
];

export const dictionariesDemo = defineDemoArea({ name: 'dictionaries', handlers: dictionaryHandlers });
