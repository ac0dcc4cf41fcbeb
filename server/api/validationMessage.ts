/**
 * A refused body says which field is wrong, in French (docs/product.md §12: « 400/422 bad input (say which
 * field) »), from the first of the schema validator's errors. A pure function, tested as a table.
 */
import { FIELD_LABELS } from '../../contract/messages';
import { frenchCount } from '../../contract/textLimits';
import { messages } from './messages';

export type ValidationIssue = { keyword: string; instancePath: string; params: Record<string, unknown> };

const REASONS: Readonly<Record<string, string>> = {
  required: 'est obligatoire',
  format: 'n’est pas valide',
  pattern: 'n’est pas valide',
  minLength: 'est vide ou trop court',
  maxLength: 'est trop long',
  enum: 'n’a pas une valeur admise',
  type: 'n’a pas le bon type',
  additionalProperties: 'n’est pas attendu',
  uniqueItems: 'contient un doublon',
  maxItems: 'contient trop d’éléments',
  minItems: 'ne contient aucun élément',
  minimum: 'est trop petit',
  maximum: 'est trop grand',
};

function fieldOf(issue: ValidationIssue): string | null {
  const named = issue.params.missingProperty ?? issue.params.additionalProperty;
  if (typeof named === 'string') return named;
  // The innermost field that has a French name (`/phase_durations/briefing` → « Durée du briefing »).
  const segments = issue.instancePath.split('/').filter(Boolean);
  return [...segments].reverse().find((segment) => FIELD_LABELS[segment] !== undefined) ?? segments[0] ?? null;
}

/**
 * A bound is stated with its figure (« est trop long (200 caractères au plus) »): a field refused for its size
 * says what size it may have, rather than reading as if it were empty or wrong.
 */
function reasonOf(issue: ValidationIssue): string {
  const reason = REASONS[issue.keyword] ?? 'est invalide';
  const limit = issue.params.limit;
  if (typeof limit !== 'number') return reason;
  switch (issue.keyword) {
    case 'maxLength':
      return `${reason} (${frenchCount(limit)}\u00a0caractères au plus)`;
    case 'maximum':
      return `${reason} (${frenchCount(limit)} au plus)`;
    case 'minimum':
      return `${reason} (${frenchCount(limit)} au moins)`;
    case 'maxItems':
      return `${reason} (${frenchCount(limit)} au plus)`;
    default:
      return reason;
  }
}

export function invalidBodyMessage(issues: readonly ValidationIssue[] | undefined): string {
  const issue = issues?.[0];
  if (!issue) return messages.invalidBody;
  if (issue.keyword === 'minProperties') return `${messages.invalidBody.slice(0, -1)}\u00a0: aucun champ à modifier.`;
  const field = fieldOf(issue);
  if (!field) return messages.invalidBody;
  const label = FIELD_LABELS[field] ?? field;
  return `${messages.invalidBody.slice(0, -1)}\u00a0: le champ «\u00a0${label}\u00a0» ${reasonOf(issue)}.`;
}
