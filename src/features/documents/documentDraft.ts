/** What the publication form checks before sending (the contract's limits, French messages). Pure. */
import { configMessages as t } from '../../config/messages/config';

export type DocumentDraft = { title: string; body: string };

export const MAX_DOCUMENT_LENGTH = 50_000;

export function draftProblems(draft: DocumentDraft): Partial<Record<keyof DocumentDraft, string>> {
  const problems: Partial<Record<keyof DocumentDraft, string>> = {};
  const title = draft.title.trim();
  if (title.length === 0 || title.length > 200) problems.title = t.titleRequired;
  const body = draft.body.trim();
  if (body.length === 0) problems.body = t.bodyRequired;
  else if (body.length > MAX_DOCUMENT_LENGTH) problems.body = t.bodyTooLong;
  return problems;
}
