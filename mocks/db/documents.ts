/**
 * Small but real documents for the demo's downloads: a one-page PDF and a one-sheet XLSX workbook, built
 * by hand so that a downloaded file opens in a PDF reader or a spreadsheet program.
 */

const encoder = new TextEncoder();

/** PDF text strings escape backslashes and parentheses; the standard fonts only cover ASCII here. */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

/** A one-page PDF with a title and lines of text (Helvetica, US Letter). */
export const pdfDocument = (title: string, lines: readonly string[]): Uint8Array => {
    const content = [
        'BT',
        '/F1 18 Tf 72 720 Td',
        `(${pdfText(title)}) Tj`,
        '/F1 11 Tf 0 -30 Td 14 TL',
        ...lines.map(line => `(${pdfText(line)}) Tj T*`),
        'ET',
    ].join('\n');
    const objects = [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ];
    let body = '%PDF-1.4\n';
    const offsets: number[] = [];
    objects.forEach((object, index) => {
        offsets.push(body.length);
        body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xrefAt = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map(offset => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    return encoder.encode(body);
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
});

const crc32 = (bytes: Uint8Array) => {
    let crc = 0xffffffff;
    for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
};

/** A zip archive whose entries are stored uncompressed (what an XLSX package needs at minimum). */
const zip = (entries: ReadonlyArray<{ name: string; data: Uint8Array }>): Uint8Array => {
    const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;
    const chunks: Uint8Array[] = [];
    const central: Uint8Array[] = [];
    let offset = 0;
    for (const entry of entries) {
        const name = encoder.encode(entry.name);
        const crc = crc32(entry.data);
        const local = new DataView(new ArrayBuffer(30));
        local.setUint32(0, 0x04034b50, true);
        local.setUint16(4, 20, true);
        local.setUint16(12, dosDate, true);
        local.setUint32(14, crc, true);
        local.setUint32(18, entry.data.length, true);
        local.setUint32(22, entry.data.length, true);
        local.setUint16(26, name.length, true);
        const header = new DataView(new ArrayBuffer(46));
        header.setUint32(0, 0x02014b50, true);
        header.setUint16(4, 20, true);
        header.setUint16(6, 20, true);
        header.setUint16(14, dosDate, true);
        header.setUint32(16, crc, true);
        header.setUint32(20, entry.data.length, true);
        header.setUint32(24, entry.data.length, true);
        header.setUint16(28, name.length, true);
        header.setUint32(42, offset, true);
        chunks.push(new Uint8Array(local.buffer), name, entry.data);
        central.push(new Uint8Array(header.buffer), name);
        offset += 30 + name.length + entry.data.length;
    }
    const centralSize = central.reduce((sum, chunk) => sum + chunk.length, 0);
    const end = new DataView(new ArrayBuffer(22));
    end.setUint32(0, 0x06054b50, true);
    end.setUint16(8, entries.length, true);
    end.setUint16(10, entries.length, true);
    end.setUint32(12, centralSize, true);
    end.setUint32(16, offset, true);
    const parts = [...chunks, ...central, new Uint8Array(end.buffer)];
    const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
        result.set(part, at);
        at += part.length;
    }
    return result;
};

const xml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const column = (index: number): string =>
    index < 26 ? String.fromCharCode(65 + index) : column(Math.floor(index / 26) - 1) + column(index % 26);

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

export type Cell = string | number;

/** A one-sheet XLSX workbook: the first row is the header; numbers stay numbers. */
export const xlsxWorkbook = (sheetName: string, rows: ReadonlyArray<readonly Cell[]>): Uint8Array => {
    const sheetRows = rows
        .map((row, r) => {
            const cells = row
                .map((value, c) => {
                    const ref = `${column(c)}${r + 1}`;
                    return typeof value === 'number'
                        ? `<c r="${ref}"><v>${value}</v></c>`
                        : `<c r="${ref}" t="inlineStr"><is><t>${xml(value)}</t></is></c>`;
                })
                .join('');
            return `<row r="${r + 1}">${cells}</row>`;
        })
        .join('');
    const files = {
        '[Content_Types].xml': `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
        '_rels/.rels': `${HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
        'xl/workbook.xml': `${HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${xml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        'xl/_rels/workbook.xml.rels': `${HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        'xl/worksheets/sheet1.xml': `${HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>${sheetRows}</sheetData></worksheet>`,
    };
    return zip(Object.entries(files).map(([name, text]) => ({ name, data: encoder.encode(text) })));
};

export const PDF_TYPE = 'application/pdf';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file the demo stores for an area, as its files list sends it, plus what a download of it returns. */
export interface StoredFile {
    Id: number;
    FileName: string;
    FileExtension: string;
    CreatedDate: string;
    FileTypeName: string;
    contentType: string;
    content: () => Uint8Array;
}
