import { config } from '../config';

const PDF_SIGNATURE = '%PDF-';

const readStart = (file: Blob, length: number): Promise<ArrayBuffer> =>
    typeof file.slice(0, length).arrayBuffer === 'function'
        ? file.slice(0, length).arrayBuffer()
        : new Promise((resolve, reject) => {
              const reader = new FileReader();
              reader.onload = () => resolve(reader.result as ArrayBuffer);
              reader.onerror = () => reject(reader.error);
              reader.readAsArrayBuffer(file.slice(0, length));
          });

/**
 * Whether a chosen file really is a PDF: its content must start with the PDF signature ("%PDF-"),
 * whatever its name says (a renamed image or document is refused).
 */
export const isPdfFile = async (file: Blob): Promise<boolean> => {
    if (file.size < PDF_SIGNATURE.length) return false;
    const start = new Uint8Array(await readStart(file, PDF_SIGNATURE.length));
    return String.fromCharCode(...start) === PDF_SIGNATURE;
};

/**
 * What a chosen file is, judged by its name and its content together, as the forms take PDFs only:
 * - 'pdf': named .pdf and a PDF inside;
 * - 'misnamed': a PDF inside under another name (`.txt`, no extension), which whoever opens the stored file
 *   would open with the wrong program: refused, saying so, so that it is renamed rather than guessed at;
 * - 'notPdf': not a PDF inside, whatever its name (a renamed image or document): a type the forms do not take.
 */
export type PdfVerdict = 'pdf' | 'misnamed' | 'notPdf';

const namedPdf = (name: string) => /\.pdf$/i.test(name.trim());

export const judgePdfFile = async (file: File): Promise<PdfVerdict> =>
    !(await isPdfFile(file)) ? 'notPdf' : namedPdf(file.name) ? 'pdf' : 'misnamed';

/** The words for a refused file: the form's own for a type it does not take; for a misnamed PDF, which and why. */
export const refusalOf = (verdict: Exclude<PdfVerdict, 'pdf'>, notPdfMessage: string, name: string) =>
    verdict === 'misnamed'
        ? { message: 'common.forms.pdfMisnamed', args: { name } }
        : { message: notPdfMessage, args: {} };

const MB = 1024 * 1024;

/**
 * Over the most one submission may upload: a file, or several files together (`config.maxUploadMb`, read when
 * asked, since config.json may change it; deploy/nginx.conf lets a little more through, for the envelope).
 */
export const exceedsUploadLimit = (bytes: number) => bytes > config.maxUploadMb * MB;
