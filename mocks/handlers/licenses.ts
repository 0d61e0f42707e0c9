import { http, HttpResponse } from 'msw';
import {
    findLicense,
    licenseFileById,
    licenseFilesOf,
    licensesForOwner,
    nextSubmittedLicenseId,
    submittedLicenseStore,
    type SubmittedLicense,
} from '../db/licenseFiles';
import { defineDemoArea } from './area';
import { api, failure } from './shared';

const OWNER_TYPES = { agents: 'agent', agencies: 'agency' } as const;
const LICENSE_OWNER_TYPES = { agentlicenses: 'agent', agencylicenses: 'agency' } as const;

const toWire = ({
    Id,
    StateProvince,
    LicenseNumber,
    LicenseType,
    IsResidentLicense,
    ExpirationDate,
}: SubmittedLicense | ReturnType<typeof licensesForOwner>[number]) => ({
    Id,
    StateProvince,
    LicenseNumber,
    LicenseType,
    IsResidentLicense,
    ExpirationDate,
});

const REQUIRED = ['StateProvince', 'LicenseType', 'LicenseNumber', 'ExpirationDate'] as const;

const toBase64 = (bytes: Uint8Array) => {
    let binary = '';
    bytes.forEach(byte => (binary += String.fromCharCode(byte)));
    return btoa(binary);
};

/** Licenses: the owner's list, a license's files, and the multipart submission. */
const licenseHandlers = [
    http.get(api('/t/:owners/:ownerId/licenses'), ({ params }) => {
        const ownerType = OWNER_TYPES[params.owners as keyof typeof OWNER_TYPES];
        if (!ownerType) return;
        return HttpResponse.json(licensesForOwner(ownerType, String(params.ownerId)).map(toWire));
    }),
    http.get(api('/t/:licenses/:licenseId/files'), ({ params }) => {
        const ownerType = LICENSE_OWNER_TYPES[params.licenses as keyof typeof LICENSE_OWNER_TYPES];
        if (!ownerType) return;
        const license = findLicense(Number(params.licenseId));
        if (!license || license.ownerType !== ownerType) return failure(404);
        return HttpResponse.json(
            licenseFilesOf(license).map(({ content: _content, contentType: _type, ...file }) => file)
        );
    }),
    http.post(api('/t/:owners/:ownerId/licenses/submit'), async ({ params, request }) => {
        const ownerType = OWNER_TYPES[params.owners as keyof typeof OWNER_TYPES];
        if (!ownerType) return;
        const form = await request.formData().catch(() => undefined);
        const licensePart = form?.get('license');
        const filePart = form?.get('file');
        if (!(licensePart instanceof Blob) || !(filePart instanceof Blob))
            return failure(400, { message: 'The license and its file are both required.' });
        let license: Record<string, unknown>;
        try {
            license = JSON.parse(await licensePart.text()) as Record<string, unknown>;
        } catch {
            return failure(400, { message: 'The license is not valid JSON.' });
        }
        const missing = REQUIRED.filter(field => typeof license[field] !== 'string' || license[field] === '');
        if (missing.length > 0)
            return failure(400, { errors: Object.fromEntries(missing.map(field => [field, 'Required'])) });
        const bytes = new Uint8Array(await filePart.arrayBuffer());
        if (new TextDecoder().decode(bytes.slice(0, 5)) !== '%PDF-')
            return failure(400, { message: 'Only PDF files are supported.' });
        const stored: SubmittedLicense = {
            Id: nextSubmittedLicenseId(),
            ownerType,
            ownerId: String(params.ownerId),
            StateProvince: String(license.StateProvince),
            LicenseNumber: String(license.LicenseNumber),
            LicenseType: String(license.LicenseType),
            IsResidentLicense: license.IsResidentLicense === true,
            ExpirationDate: String(license.ExpirationDate),
            fileName: filePart instanceof File ? filePart.name : 'License.pdf',
            fileBase64: toBase64(bytes),
            submittedAt: new Date().toISOString().slice(0, 19),
        };
        submittedLicenseStore.add(stored);
        return HttpResponse.json(toWire(stored));
    }),
];

export const licensesDemo = defineDemoArea({
    name: 'licenses',
    handlers: licenseHandlers,
    storedFile: licenseFileById,
});
