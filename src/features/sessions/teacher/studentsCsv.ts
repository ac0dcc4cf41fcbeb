/** The students list as a CSV file a spreadsheet opens in French (`;`, UTF-8 with a BOM). Pure. */
import Papa from 'papaparse';
import type { StudentSummary } from '../../../../contract/schemas/sessions';
import { studentsMessages as t } from '../../../config/messages/sessions';

export function studentsCsv(students: readonly StudentSummary[]): string {
  const rows = students.map((student) => [student.name, student.firstname, student.email, student.groups.join(' | '), String(student.session_count)]);
  // The BOM tells spreadsheet software the file is UTF-8 (accents); `;` is the French list separator.
  return `\uFEFF${Papa.unparse({ fields: [...t.exportHeader], data: rows }, { delimiter: ';', newline: '\r\n' })}`;
}
