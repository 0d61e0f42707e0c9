/** A license as GET /t/{agents|agencies}/{id}/licenses sends it (spec part 1 §3). */
export interface LicenseAnswer {
    Id: number;
    StateProvince: string;
    LicenseNumber: string;
    LicenseType: string;
    IsResidentLicense: boolean;
    ExpirationDate: string;
}

export interface License extends LicenseAnswer {
    id: number;
}

/** A file of a license (GET /t/{agentlicenses|agencylicenses}/{id}/files). */
export interface LicenseFile {
    Id: number;
    FileName: string;
    FileExtension: string;
    CreatedDate: string;
    FileTypeName: string;
}

/** The license part of the multipart submission (spec part 1 §3 "License submission"). */
export interface LicenseSubmission {
    StateProvince: string;
    LicenseType: string;
    IsResidentLicense: boolean;
    LicenseNumber: string;
    ExpirationDate: string;
}
