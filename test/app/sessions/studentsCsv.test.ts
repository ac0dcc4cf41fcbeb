/** CSV injection (docs/security.md): no cell of a CSV the product writes is run as a formula by the spreadsheet that opens it. */
import type { StudentSummary } from '../../../contract/schemas/sessions';
import { spreadsheetCsv } from '../../../contract/spreadsheetCsv';
import { studentsCsv } from '../../../src/features/sessions/teacher/studentsCsv';

const student = (overrides: Partial<StudentSummary>): StudentSummary => ({ uid: 'u', firstname: 'Emma', name: 'Petit', email: 'e@x.fr', groups: [], session_count: 2, ...overrides });
const rowsOf = (csv: string) => csv.slice(1).split('\r\n').slice(1);

test.each([
  ['=', '=HYPERLINK("http://x.test";"Cliquez")', '"\'=HYPERLINK(""http://x.test"";""Cliquez"")"'],
  ['+', '+33 6 12', '"\'+33 6 12"'],
  ['-', '-2+3', '"\'-2+3"'],
  ['@', '@SUM(A1)', '"\'@SUM(A1)"'],
  ['a tab', '\t=1+1', '"\'\t=1+1"'],
  ['a carriage return', '\r=1+1', '"\'\r=1+1"'],
  ['= on a cell of several lines', '=1+1\nsuite', '"\'=1+1\nsuite"'],
  ['nothing to escape (a sign further in)', 'Le Gall-Roux', 'Le Gall-Roux'],
])('the students export: a name starting with %s is written as text', (_case, name, cell) => {
  expect(rowsOf(studentsCsv([student({ name })]))).toEqual([`${cell};Emma;e@x.fr;;2`]);
});

test('every column is escaped: first name, address, groups; the count stays a number', () => {
  const csv = studentsCsv([student({ firstname: '-Léa', email: '@e@x.fr', groups: ['=G1', 'Tutorat'] })]);
  expect(rowsOf(csv)).toEqual(['Petit;"\'-Léa";"\'@e@x.fr";"\'=G1 | Tutorat";2']);
});

test('spreadsheetCsv: a negative number stays a number, the same text is escaped', () => {
  expect(rowsOf(spreadsheetCsv(['a', 'b'], [[-3, '-3']]))).toEqual(['-3;"\'-3"']);
});
