import { centsToEuroString } from '@tiffin/core';
import { stringify } from 'csv-stringify/sync';

/*
 * The CSV files for the accountant (decision 048), written by csv-stringify (the csv project's
 * maintained writer: quoting, doubled quotes, line breaks inside a cell). A spreadsheet runs a cell
 * that starts with =, +, -, @, a tab or a carriage return as a formula (OWASP's "CSV injection"),
 * so every text cell that does gets a leading ' and reads as the text it is. Amounts are ours, never
 * text: they are written as plain numbers ('-46.08' for a refund stays a number the sheet can add),
 * so only text cells are neutralised.
 */

/** A cell: text (neutralised), euro cents (written 12.34), or a plain number (a VAT rate, 13.5). */
export type CsvCell = string | { cents: number } | { number: number };

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe to open in a spreadsheet: one that a sheet would run gets a leading '. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellText(cell: CsvCell): string {
  if (typeof cell === 'string') return neutraliseFormula(cell);
  if ('cents' in cell) return centsToEuroString(cell.cents);
  return String(cell.number);
}

/**
 * The file: the header row, then the rows; UTF-8 with a byte-order mark (so that Excel reads an
 * Irish name's fada right) and CRLF line ends (RFC 4180); a cell with a line break is quoted.
 */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header.map(neutraliseFormula), ...rows.map((row) => row.map(cellText))], {
    bom: true,
    record_delimiter: 'windows',
    // With CRLF records csv-stringify quotes a cell holding "\r\n" only; a bare line break in a
    // reason would start a row in a spreadsheet, so any cell with one is quoted too.
    quoted_match: /[\r\n]/,
  });
}
