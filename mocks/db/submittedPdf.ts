import { PDF_TYPE, type StoredFile } from './documents';
import { clock } from '../../src/clock';

/** The copy the demo keeps of a PDF sent with a record (a license, an E&O policy), to serve among its files. */
export interface StoredPdf {
    fileName: string;
    fileBase64: string;
    submittedAt: string;
}

const toBase64 = (bytes: Uint8Array) => {
    let binary = '';
    bytes.forEach(byte => (binary += String.fromCharCode(byte)));
    return btoa(binary);
};

const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), char => char.charCodeAt(0));

/** The copy of a PDF received now. */
export const storedPdf = (fileName: string, bytes: Uint8Array): StoredPdf => ({
    fileName,
    fileBase64: toBase64(bytes),
    submittedAt: clock.now().toISOString().slice(0, 19),
});

/** The kept PDF as the record's one stored file, under the record's file id and type. */
export const submittedPdfFile = (pdf: StoredPdf, Id: number, FileTypeName: string): StoredFile => ({
    Id,
    FileName: pdf.fileName.replace(/\.pdf$/i, ''),
    FileExtension: '.pdf',
    CreatedDate: pdf.submittedAt,
    FileTypeName,
    contentType: PDF_TYPE,
    content: () => fromBase64(pdf.fileBase64),
});
