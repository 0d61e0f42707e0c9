import { saveBlob } from '../api/httpClient';

/** A field a spreadsheet would read as a formula is prefixed with an apostrophe, so an exported name never runs. */
const FORMULA = /^[=+\-@\t\r]/;

export const csvField = (value: string | number | null | undefined): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return String(value);
    const text = FORMULA.test(value) ? `'${value}` : value;
    return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = (header: string[], rows: Array<Array<string | number | null | undefined>>) =>
    [header, ...rows].map(row => row.map(csvField).join(',')).join('\r\n') + '\r\n';

export const saveTextFile = (name: string, text: string, type = 'text/csv;charset=utf-8') =>
    // The byte order mark makes spreadsheet programs read the accents of Spanish names as UTF-8.
    saveBlob(new Blob(['\uFEFF', text], { type }), name);
