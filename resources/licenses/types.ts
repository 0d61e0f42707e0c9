import type { License as LicenseAnswer, StoredFile } from '../../src/api/wire';

export type { LicenseAnswer };

/** A license as the list shows it; the wire type is shared with the producer summary. */
export interface License extends LicenseAnswer {
    id: number;
}

/** A file of a license (GET /t/{agentlicenses|agencylicenses}/{id}/files). */
export type LicenseFile = StoredFile;

/** The license part of the multipart submission. */
export interface LicenseSubmission {
    StateProvince: string;
    LicenseType: string;
    IsResidentLicense: boolean;
    LicenseNumber: string;
    ExpirationDate: string;
}
