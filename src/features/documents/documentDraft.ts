/** What the publication form checks before sending (the contract's limits, French messages). Pure. */
import { configMessages } from '../../config/messages/config';

export type DocumentDraft = { title: string; body: string };

export const MAX_DOCUMENT_LENGTH = 50_000;

export function draftProblems(draft: DocumentDraft): Partial<Record<keyof DocumentDraft, string>> {
  const problems: Partial<Record<keyof DocumentDraft, string>> = {};
  const title = draft.title.trim();
  if (title.length === 0 || title.length > 200) problems.title = configMessages.titleRequired;
  const body = draft.body.trim();
  if (body.length === 0) problems.body = configMessages.bodyRequired;
  else if (body.length > MAX_DOCUMENT_LENGTH) problems.body = configMessages.bodyTooLong;
  return problems;
}
