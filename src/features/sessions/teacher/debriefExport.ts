/**
 * The session's data export (docs/product.md §14.4): the run's timeline (with the notes' tags and the timer's « (automatique) »),
 * the time per state, the marked states' outcomes, the debriefing notes and each learner's scores, as one CSV a French spreadsheet opens (contract/spreadsheetCsv.ts).
 * Pure: the « Débriefing » tab downloads what this returns.
 */
import { clockText, type DebriefFacts } from '../../../../contract/debriefFacts';
import { gridTotal } from '../../../../contract/evaluationGrid';
import type { CsvCell } from '../../../../contract/spreadsheetCsv';
import { spreadsheetCsv } from '../../../../contract/spreadsheetCsv';
import type { Evaluations, SessionScenario } from '../../../../contract/schemas/sessions';
import { debriefMessages, durationText, markText } from '../../../config/messages/debrief';
import { downloadFile } from '../../../lib/download';
import { timelineText } from './run/journalText';

type Graph = SessionScenario['graph'];

/** « 03:12 »: in a spreadsheet a leading « + » would read as a formula (and be escaped), so the export drops it. */
const csvTime = (seconds: number) => clockText(seconds).slice(1);

/** `notes`: the debriefing's notes, one per phase of the session's model, in its order (the empty ones left out). */
export function sessionExportCsv(facts: DebriefFacts, graph: Graph, evaluations: Evaluations | null, notes: readonly { phase: string; text: string }[] = []): string {
  const csvMessages = debriefMessages.csv;
  const nameOf = (id: string) => graph.states.find((state) => state.id === id)?.name ?? id;
  const rows: CsvCell[][] = [];
  for (const entry of facts.timeline) {
    const detail = [entry.corrected ? csvMessages.corrected : '', entry.duringPause ? csvMessages.duringPause : '', entry.pauseSeconds === undefined ? '' : csvMessages.pause(entry.pauseSeconds)].filter(Boolean).join(', ');
    rows.push([csvMessages.timeline, timelineText(entry.event, graph), entry.at === null ? debriefMessages.beforeStart : csvTime(entry.at), entry.at ?? '', '', detail]);
  }
  for (const row of facts.timePerState) rows.push([csvMessages.timePerState, nameOf(row.state), durationText(row.seconds), row.seconds, '', '']);
  for (const mark of facts.marks) {
    const at = 'at' in mark ? mark.at : null;
    const limit = 'limit' in mark ? mark.limit : undefined;
    rows.push([csvMessages.mark, `${nameOf(mark.state)} (${csvMessages.expected(mark.kind, limit)})`, at === null ? '' : csvTime(at), at ?? '', '', markText(mark)]);
  }
  for (const note of notes) if (note.text.trim()) rows.push([csvMessages.debrief, csvMessages.debriefPhase(note.phase), '', '', '', note.text]);
  for (const item of evaluations?.items ?? []) {
    for (const criterion of evaluations?.criteria ?? []) {
      const score = item.scores[criterion.id];
      rows.push([csvMessages.score, csvMessages.scoreOf(item.learner_name, criterion.label), '', '', score ?? '', criterion.scale.find((step) => step.value === score)?.label ?? '']);
    }
    const { total, maximum } = gridTotal(evaluations?.criteria ?? [], item.scores);
    // A learner nobody graded has no total: « 0 / 12 » would read as a mark.
    if (Object.keys(item.scores).length === 0) rows.push([csvMessages.score, csvMessages.totalOf(item.learner_name), '', '', '', csvMessages.notGraded]);
    else rows.push([csvMessages.score, csvMessages.totalOf(item.learner_name), '', '', total, csvMessages.maximum(maximum)]);
    if (item.comment.trim()) rows.push([csvMessages.score, csvMessages.commentOf(item.learner_name), '', '', '', item.comment]);
  }
  return spreadsheetCsv(csvMessages.header, rows);
}

/** The browser's own download of the CSV. */
export function downloadCsv(name: string, csv: string): void {
  downloadFile(name, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
