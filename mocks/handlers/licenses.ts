import { http, HttpResponse } from 'msw';
import {
    findLicense,
    licenseFileById,
    licenseFilesOf,
    licensesForOwner,
    nextSubmittedLicenseId,
    submittedLicenseStore,
    type SubmittedLicense,
} from '../db/licenses';
import { defineDemoArea } from './area';
import { answerPdfSubmission } from './pdfSubmission';
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
        return answerPdfSubmission(request, {
            recordPart: 'license',
            filePart: 'file',
            texts: {
                partsRequired: 'The license and its file are both required.',
                notJson: 'The license is not valid JSON.',
            },
            defaultFileName: 'License.pdf',
            refuse: license => {
                const missing = REQUIRED.filter(field => typeof license[field] !== 'string' || license[field] === '');
                return missing.length > 0
                    ? failure(400, { errors: Object.fromEntries(missing.map(field => [field, 'Required'])) })
                    : undefined;
            },
            save: (license, pdf) => {
                const stored: SubmittedLicense = {
                    Id: nextSubmittedLicenseId(),
                    ownerType,
                    ownerId: String(params.ownerId),
                    StateProvince: String(license.StateProvince),
                    LicenseNumber: String(license.LicenseNumber),
                    LicenseType: String(license.LicenseType),
                    IsResidentLicense: license.IsResidentLicense === true,
                    ExpirationDate: String(license.ExpirationDate),
                    ...pdf,
                };
                submittedLicenseStore.add(stored);
                return toWire(stored);
            },
        });
    }),
];

export const licensesDemo = defineDemoArea({
    name: 'licenses',
    handlers: licenseHandlers,
    storedFile: licenseFileById,
});
