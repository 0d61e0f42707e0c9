import { failure } from './shared';

/** The stored copy of a submission's PDF, as the demo keeps it to serve back among the record's files. */
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

/**
 * A record sent with its PDF as the API takes it (a license, an E&O policy): a multipart body of the record as
 * JSON and the file. Answers the API's 400 for a missing part, a record that is not JSON, the record's own field
 * errors (`refuse`), then a file that is not a PDF by its content; otherwise the record and the file to store.
 */
export const readPdfSubmission = async (
    request: Request,
    {
        recordPart,
        filePart,
        texts,
        defaultFileName,
        refuse,
    }: {
        recordPart: string;
        filePart: string;
        /** What the API says of a missing part and of a record that is not JSON. */
        texts: { partsRequired: string; notJson: string };
        /** The file's name when the part does not carry one. */
        defaultFileName: string;
        /** The 400 answer for a record with wrong or missing fields, or undefined when it is complete. */
        refuse: (record: Record<string, unknown>) => Response | undefined;
    }
): Promise<{ record: Record<string, unknown>; pdf: StoredPdf } | Response> => {
    const form = await request.formData().catch(() => undefined);
    const recordBlob = form?.get(recordPart);
    const file = form?.get(filePart);
    if (!(recordBlob instanceof Blob) || !(file instanceof Blob)) return failure(400, { message: texts.partsRequired });
    let record: Record<string, unknown>;
    try {
        record = JSON.parse(await recordBlob.text()) as Record<string, unknown>;
    } catch {
        return failure(400, { message: texts.notJson });
    }
    const refused = refuse(record);
    if (refused) return refused;
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (new TextDecoder().decode(bytes.slice(0, 5)) !== '%PDF-')
        return failure(400, { message: 'Only PDF files are supported.' });
    return {
        record,
        pdf: {
            fileName: file instanceof File ? file.name : defaultFileName,
            fileBase64: toBase64(bytes),
            submittedAt: new Date().toISOString().slice(0, 19),
        },
    };
};
