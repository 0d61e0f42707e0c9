import { HttpResponse, type JsonBodyType } from 'msw';
import { storedPdf, type StoredPdf } from '../db/submittedPdf';
import { failure } from './shared';

/**
 * A record sent with its PDF as the API takes it (a license, an E&O policy): a multipart body of the record as
 * JSON and the file. Answers the API's 400 for a missing part, a record that is not JSON, the record's own field
 * errors (`refuse`), then a file that is not a PDF by its content; otherwise `save` keeps the record with its PDF
 * and gives the answer's body.
 */
export const answerPdfSubmission = async (
    request: Request,
    {
        recordPart,
        filePart,
        texts,
        defaultFileName,
        refuse,
        save,
    }: {
        recordPart: string;
        filePart: string;
        /** What the API says of a missing part and of a record that is not JSON. */
        texts: { partsRequired: string; notJson: string };
        /** The file's name when the part does not carry one. */
        defaultFileName: string;
        /** The 400 answer for a record with wrong or missing fields, or undefined when it is complete. */
        refuse: (record: Record<string, unknown>) => Response | undefined;
        save: (record: Record<string, unknown>, pdf: StoredPdf) => JsonBodyType;
    }
): Promise<Response> => {
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
    return HttpResponse.json(save(record, storedPdf(file instanceof File ? file.name : defaultFileName, bytes)));
};
