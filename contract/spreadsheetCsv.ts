/**
 * Every CSV the product writes goes through here (eslint.config.mjs forbids `Papa.unparse` elsewhere): a file a
 * French spreadsheet opens as it is (UTF-8 with a BOM for the accents, `;` the French list separator, CRLF), and
 * where no cell is read as a formula. A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a
 * leading `'` and quotes: a name typed as « =HYPERLINK(…) » is shown as text to the teacher who opens the
 * export, never run.
 */
import Papa from 'papaparse';

// papaparse's own `escapeFormulae: true` is `/^[=+\-@\t\r].*$/`: `.` stops at a line break, so a cell
// « =HYPERLINK(…)⏎… » would go out as it is. The first character alone decides.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A number stays a number (a count is not a formula, even negative); any text is checked. */
export type CsvCell = string | number;

export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const text = Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) }, { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA_START });
  return `\uFEFF${text}`;
}
