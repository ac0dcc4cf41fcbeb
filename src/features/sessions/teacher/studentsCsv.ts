/** The students list as a CSV file a spreadsheet opens in French (see `spreadsheetCsv`). Pure. */
import { spreadsheetCsv } from '../../../../contract/spreadsheetCsv';
import type { StudentSummary } from '../../../../contract/schemas/sessions';
import { studentsMessages } from '../../../config/messages/sessions';

export function studentsCsv(students: readonly StudentSummary[]): string {
  return spreadsheetCsv(
    studentsMessages.exportHeader,
    students.map((student) => [student.name, student.firstname, student.email, student.groups.join(' | '), student.session_count]),
  );
}
