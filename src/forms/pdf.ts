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

const MB = 1024 * 1024;

/**
 * Over the most one submission may upload: a file, or several files together (`config.maxUploadMb`, read when
 * asked, since config.json may change it; deploy/nginx.conf lets a little more through, for the envelope).
 */
export const exceedsUploadLimit = (bytes: number) => bytes > config.maxUploadMb * MB;
