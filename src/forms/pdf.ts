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

/** By content: a renamed image or document is refused whatever its name says. */
export const isPdfFile = async (file: Blob): Promise<boolean> => {
    if (file.size < PDF_SIGNATURE.length) return false;
    const start = new Uint8Array(await readStart(file, PDF_SIGNATURE.length));
    return String.fromCharCode(...start) === PDF_SIGNATURE;
};

/** 'misnamed': a PDF under another name would open with the wrong program: refused, so that it is renamed. */
export type PdfVerdict = 'pdf' | 'misnamed' | 'notPdf';

const namedPdf = (name: string) => /\.pdf$/i.test(name.trim());

export const judgePdfFile = async (file: File): Promise<PdfVerdict> =>
    !(await isPdfFile(file)) ? 'notPdf' : namedPdf(file.name) ? 'pdf' : 'misnamed';

export const refusalOf = (verdict: Exclude<PdfVerdict, 'pdf'>, notPdfMessage: string, name: string) =>
    verdict === 'misnamed'
        ? { message: 'common.forms.pdfMisnamed', args: { name } }
        : { message: notPdfMessage, args: {} };

const MB = 1024 * 1024;

/** Read when asked, since config.json may change it; deploy/nginx.conf lets a little more through. */
export const exceedsUploadLimit = (bytes: number) => bytes > config.maxUploadMb * MB;
