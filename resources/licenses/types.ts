import type { License as LicenseAnswer, StoredFile } from '../../src/api/wire';

export type { LicenseAnswer };

/** A license as the list shows it (spec part 1 §3); the wire type is shared with the producer summary. */
export interface License extends LicenseAnswer {
    id: number;
}

/** A file of a license (GET /t/{agentlicenses|agencylicenses}/{id}/files). */
export type LicenseFile = StoredFile;

/** The license part of the multipart submission (spec part 1 §3 "License submission"). */
export interface LicenseSubmission {
    StateProvince: string;
    LicenseType: string;
    IsResidentLicense: boolean;
    LicenseNumber: string;
    ExpirationDate: string;
}
