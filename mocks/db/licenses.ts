import { pdfDocument, PDF_TYPE } from './documents';
import type { StoredFile } from './documents';
import { collection } from './index';
import { portfolio, type LicenseFixture } from './portfolio';
import { submittedPdfFile, type StoredPdf } from './submittedPdf';

export type StoredLicenseFile = StoredFile;

/** A license submitted during the demo session, with the PDF it came with (base64). */
export interface SubmittedLicense extends LicenseFixture, StoredPdf {}

/** Licenses submitted during the session (the demo store's collection). */
export const submittedLicenseStore = collection<SubmittedLicense>('licenses');

/** License file ids are 2,000,000 + license id × 10 + n, apart from other areas' file ids. */
const FILE_ID_BASE = 2_000_000;

export const submittedLicenses = () => submittedLicenseStore.all();

const allLicenses = (): LicenseFixture[] => [...portfolio.licenses, ...submittedLicenses()];

/** The demo's licenses each have their certificate, and every second one a renewal notice too. */
export const licenseFilesOf = (license: LicenseFixture): StoredLicenseFile[] => {
    const submitted = submittedLicenseStore.find(license.Id);
    if (submitted) return [submittedPdfFile(submitted, FILE_ID_BASE + submitted.Id * 10, 'License certificate')];
    const base = `License-${license.StateProvince}-${license.LicenseNumber}`;
    const files: StoredLicenseFile[] = [
        {
            Id: FILE_ID_BASE + license.Id * 10,
            FileName: base,
            FileExtension: '.pdf',
            CreatedDate: '2024-01-15T00:00:00',
            FileTypeName: 'License certificate',
            contentType: PDF_TYPE,
            content: () =>
                pdfDocument(`${license.StateProvince} insurance license`, [
                    `License number: ${license.LicenseNumber}`,
                    `Type: ${license.LicenseType}`,
                    `Resident: ${license.IsResidentLicense ? 'yes' : 'no'}`,
                    `Expires: ${license.ExpirationDate.slice(0, 10)}`,
                ]),
        },
    ];
    if (license.Id % 2 === 0)
        files.push({
            Id: FILE_ID_BASE + license.Id * 10 + 1,
            FileName: `${base}-Renewal-Notice`,
            FileExtension: '.pdf',
            CreatedDate: '2025-06-01T00:00:00',
            FileTypeName: 'Renewal notice',
            contentType: PDF_TYPE,
            content: () =>
                pdfDocument('Renewal notice', [
                    `License ${license.LicenseNumber} is due for renewal before it expires.`,
                ]),
        });
    return files;
};

export const findLicense = (licenseId: number) => allLicenses().find(license => license.Id === licenseId);

/** The stored-file lookup for mocks/handlers/files.ts. */
export const licenseFileById = (fileId: number) => {
    if (fileId < FILE_ID_BASE || fileId >= FILE_ID_BASE * 2) return undefined;
    const license = findLicense(Math.floor((fileId - FILE_ID_BASE) / 10));
    return license ? licenseFilesOf(license).find(file => file.Id === fileId) : undefined;
};

/** Licenses of an owner: the book of business plus this session's submissions. */
export const licensesForOwner = (ownerType: 'agent' | 'agency', ownerId: string) =>
    allLicenses().filter(license => license.ownerType === ownerType && license.ownerId === ownerId);

/** Submitted licenses are numbered from 90,001, apart from the fixtures' ids. */
export const nextSubmittedLicenseId = () => submittedLicenseStore.nextId(90_001);
