import { pdfDocument, PDF_TYPE, type StoredFile } from './documents';
import { collection } from './index';
import { randomFor, type Random } from './random';
import { submittedPdfFile, type StoredPdf } from './submittedPdf';
import { DAY_MS, dayFromToday } from './days';

/**
 * E&O (errors and omissions) records of every portal, each owner from its own seed: a lapsed
 * policy of an earlier term (expired), the current term (for about half the owners within 75 days of expiring)
 * and, for some, a second policy in force or one that lapsed weeks ago. Every record has its certificate;
 * most have more files (application, declarations, endorsement), listed out of date order as an API may send
 * them. Dates are relative to today. Records submitted during the session are kept in a typed collection.
 */

export type OwnerType = 'agent' | 'agency';

export interface EAndOFixture {
    Id: number;
    ownerType: OwnerType;
    ownerId: string;
    IssuedBy: string;
    PolicyNumber: string;
    CoverageLimits: number;
    /** YYYY-MM-DDT00:00:00 */
    ExpirationDate: string;
}

/** A record submitted during the demo session, with its certificate (base64). */
export interface SubmittedEAndO extends EAndOFixture, StoredPdf {}

export const submittedEAndOStore = collection<SubmittedEAndO>('eandos');

const CARRIERS = [
    { name: 'Markel Insurance Company', prefix: 'MKL' },
    { name: 'Hiscox Insurance Company', prefix: 'HSX' },
    { name: 'CNA Financial', prefix: 'CNA' },
    { name: 'Philadelphia Indemnity', prefix: 'PHI' },
    { name: 'Travelers Casualty and Surety', prefix: 'TRV' },
    { name: 'Berkley Professional Liability', prefix: 'BPL' },
] as const;
const LIMITS = [500_000, 1_000_000, 1_000_000, 2_000_000, 3_000_000] as const;

const day = (offset: number) => dayFromToday(offset).slice(0, 10);
const momentFromToday = (offset: number, hour: number) => `${day(offset)}T${String(hour).padStart(2, '0')}:15:00`;

/** Record ids name their owner: type digit × 10,000,000 + owner id × 10 + index (owners are numbered). */
const TYPE_DIGIT: Record<OwnerType, number> = { agent: 1, agency: 2 };
const OWNER_SPAN = 10_000_000;
const recordId = (ownerType: OwnerType, ownerId: string, index: number) =>
    TYPE_DIGIT[ownerType] * OWNER_SPAN + Number(ownerId) * 10 + index;

const policyNumber = (random: Random, prefix: string) => `${prefix}-EO-${random.int(1_000_000, 9_999_999)}`;

const recordsOf = (ownerType: OwnerType, ownerId: string): EAndOFixture[] => {
    if (!/^\d{1,6}$/.test(ownerId)) return [];
    const random = randomFor('eandos', ownerType, ownerId);
    const carrier = random.pick(CARRIERS);
    const limit = random.pick(LIMITS);
    const record = (index: number, issuer: (typeof CARRIERS)[number], coverage: number, expiresIn: number) => ({
        Id: recordId(ownerType, ownerId, index),
        ownerType,
        ownerId,
        IssuedBy: issuer.name,
        PolicyNumber: policyNumber(random, issuer.prefix),
        CoverageLimits: coverage,
        ExpirationDate: dayFromToday(expiresIn),
    });
    const currentExpiresIn = random.chance(0.5) ? random.int(15, 75) : random.int(120, 330);
    const records = [record(0, carrier, limit, -random.int(300, 700)), record(1, carrier, limit, currentExpiresIn)];
    if (random.chance(0.6)) {
        const other = CARRIERS[(CARRIERS.indexOf(carrier) + random.int(1, CARRIERS.length - 1)) % CARRIERS.length];
        records.push(record(2, other, random.pick(LIMITS), random.int(150, 340)));
    }
    if (random.chance(0.4)) records.push(record(3, random.pick(CARRIERS), random.pick(LIMITS), -random.int(5, 40)));
    // The API's own order, not the portal's: the current term first.
    return [records[1], ...records.filter((_, index) => index !== 1)];
};

const fixturesOf = new Map<string, EAndOFixture[]>();
const fixtures = (ownerType: OwnerType, ownerId: string) => {
    const key = `${ownerType}:${ownerId}`;
    let records = fixturesOf.get(key);
    if (!records) fixturesOf.set(key, (records = recordsOf(ownerType, ownerId)));
    return records;
};

/** An owner's records: the generated ones plus this session's submissions. */
export const eAndOsOf = (ownerType: OwnerType, ownerId: string): EAndOFixture[] => [
    ...fixtures(ownerType, ownerId),
    ...submittedEAndOStore.filter(record => record.ownerType === ownerType && record.ownerId === ownerId),
];

export const findEAndO = (id: number): EAndOFixture | undefined => {
    const submitted = submittedEAndOStore.find(id);
    if (submitted) return submitted;
    const type = Math.floor(id / OWNER_SPAN);
    const ownerType = (Object.keys(TYPE_DIGIT) as OwnerType[]).find(key => TYPE_DIGIT[key] === type);
    if (!ownerType) return undefined;
    const ownerId = String(Math.floor((id % OWNER_SPAN) / 10));
    return fixtures(ownerType, ownerId).find(record => record.Id === id);
};

/** Submitted records are numbered from 90,000,001, past every generated id. */
export const nextSubmittedEAndOId = () => submittedEAndOStore.nextId(90_000_001);

/** E&O file ids: 3,000,000,000 + record id × 10 + n, apart from the other areas' file ids. */
const FILE_ID_BASE = 3_000_000_000;

const expiresOn = (record: EAndOFixture) => record.ExpirationDate.slice(0, 10);
const daysToExpiry = (record: EAndOFixture) =>
    Math.round((Date.parse(`${expiresOn(record)}T00:00:00Z`) - Date.parse(`${day(0)}T00:00:00Z`)) / DAY_MS);

const certificateLines = (record: EAndOFixture) => [
    `Issued by: ${record.IssuedBy}`,
    `Policy number: ${record.PolicyNumber}`,
    `Coverage limits: $${record.CoverageLimits.toLocaleString('en-US')}`,
    `Expires: ${expiresOn(record)}`,
];

/**
 * A record's files: its certificate (issued at the start of the one-year term), and, depending on the record,
 * the application sent before it, the declarations page and a mid-term endorsement: listed certificate first,
 * as an API may, not newest first.
 */
export const eAndOFilesOf = (record: EAndOFixture): StoredFile[] => {
    const submitted = submittedEAndOStore.find(record.Id);
    const fileId = (n: number) => FILE_ID_BASE + record.Id * 10 + n;
    if (submitted) return [submittedPdfFile(submitted, fileId(0), 'E&O certificate')];
    const termStart = daysToExpiry(record) - 365;
    const base = `EO-${record.PolicyNumber}`;
    const files: StoredFile[] = [
        {
            Id: fileId(0),
            FileName: `${base}-Certificate`,
            FileExtension: '.pdf',
            CreatedDate: momentFromToday(termStart, 10),
            FileTypeName: 'E&O certificate',
            contentType: PDF_TYPE,
            content: () => pdfDocument('Certificate of E&O insurance', certificateLines(record)),
        },
    ];
    const index = record.Id % 10;
    if (index !== 3)
        files.push({
            Id: fileId(1),
            FileName: `${base}-Application`,
            FileExtension: '.pdf',
            CreatedDate: momentFromToday(termStart - 12, 9),
            FileTypeName: 'Application',
            contentType: PDF_TYPE,
            content: () => pdfDocument('E&O insurance application', certificateLines(record).slice(0, 3)),
        });
    if (index === 1 || index === 2)
        files.push({
            Id: fileId(2),
            FileName: `${base}-Endorsement`,
            FileExtension: '.pdf',
            CreatedDate: momentFromToday(Math.min(termStart + 140, -2), 15),
            FileTypeName: 'Endorsement',
            contentType: PDF_TYPE,
            content: () =>
                pdfDocument('Policy endorsement', [`Policy ${record.PolicyNumber}: named insured address updated.`]),
        });
    if (index === 1)
        files.push({
            Id: fileId(3),
            FileName: `${base}-Declarations`,
            FileExtension: '.pdf',
            CreatedDate: momentFromToday(termStart, 11),
            FileTypeName: 'Declarations page',
            contentType: PDF_TYPE,
            content: () => pdfDocument('Declarations', certificateLines(record)),
        });
    return files;
};

/** The stored-file lookup for mocks/handlers/files.ts. */
export const eAndOFileById = (fileId: number) => {
    if (fileId < FILE_ID_BASE) return undefined;
    const record = findEAndO(Math.floor((fileId - FILE_ID_BASE) / 10));
    return record ? eAndOFilesOf(record).find(file => file.Id === fileId) : undefined;
};
