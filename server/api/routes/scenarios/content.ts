/**
 * A scenario's content as the API receives it (a save, an import): checked against the contract's
 * schema, with the path of the first error in French, then against the graph rules.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType } from '@sinclair/typebox/errors';
import { liveVitalsMessages, scenarioMessages } from '../../../../contract/messages';
import { graphProblems } from '../../../../contract/scenarioGraph';
import { ScenarioContent } from '../../../../contract/schemas/scenarios';
import { frenchCount } from '../../../../contract/textLimits';
import { ApiError } from '../../errors';

const checker = TypeCompiler.Compile(ScenarioContent);

const REASONS: Partial<Record<ValueErrorType, string>> = {
  [ValueErrorType.ObjectRequiredProperty]: 'est obligatoire',
  [ValueErrorType.ObjectAdditionalProperties]: 'n’est pas attendu',
  [ValueErrorType.StringMinLength]: 'est vide ou trop court',
  [ValueErrorType.StringMaxLength]: 'est trop long',
  [ValueErrorType.Union]: 'n’a pas une valeur admise',
  [ValueErrorType.Literal]: 'n’a pas une valeur admise',
  [ValueErrorType.NumberMinimum]: 'est trop petit',
  [ValueErrorType.NumberMaximum]: 'est trop grand',
  [ValueErrorType.IntegerMinimum]: 'est trop petit',
  [ValueErrorType.IntegerMaximum]: 'est trop grand',
  [ValueErrorType.ArrayMaxItems]: 'contient trop d’éléments',
  [ValueErrorType.ArrayMinItems]: 'ne contient pas assez d’éléments',
  [ValueErrorType.String]: 'doit être un texte',
  [ValueErrorType.Integer]: 'doit être un nombre entier',
  [ValueErrorType.Number]: 'doit être un nombre',
  [ValueErrorType.Boolean]: 'doit être vrai ou faux',
  [ValueErrorType.Object]: 'doit être un objet',
  [ValueErrorType.Array]: 'doit être une liste',
};

/** The first schema error: its path (`/graph/states/0/kind`) and why, in French; null when valid. */
export function contentError(content: unknown): { path: string; reason: string } | null {
  const first = checker.Errors(content).First();
  if (!first) return null;
  const reason = REASONS[first.type] ?? 'est invalide';
  // The bound is stated: a value refused for its size says what size it may have.
  const { maximum, maxLength, minimum } = first.schema as { maximum?: number; maxLength?: number; minimum?: number };
  if ((first.type === ValueErrorType.NumberMaximum || first.type === ValueErrorType.IntegerMaximum) && typeof maximum === 'number') {
    return { path: first.path, reason: `${reason} (${frenchCount(maximum)} au plus)` };
  }
  if ((first.type === ValueErrorType.NumberMinimum || first.type === ValueErrorType.IntegerMinimum) && typeof minimum === 'number') {
    return { path: first.path, reason: `${reason} (${frenchCount(minimum)} au moins)` };
  }
  if (first.type === ValueErrorType.StringMaxLength && typeof maxLength === 'number') {
    return { path: first.path, reason: `${reason} (${frenchCount(maxLength)}\u00a0caractères au plus)` };
  }
  return { path: first.path, reason };
}

/**
 * The content, once valid: an imported file that does not fit the schema is a 400 naming the path;
 * a saved one too; a graph that breaks the rules is a 422 listing every problem.
 */
export function checkedContent(content: unknown, origin: 'import' | 'save'): ScenarioContent {
  const error = contentError(content);
  if (error) throw new ApiError(400, (origin === 'import' ? scenarioMessages.invalidFile : scenarioMessages.invalidContent)(error.path, error.reason));
  const valid = content as ScenarioContent;
  // Labels are buttons: saved trimmed (the schema has refused a blank one); an id names one action only.
  if (valid.quick_actions) {
    valid.quick_actions = valid.quick_actions.map((action) => ({ id: action.id, label: action.label.trim() }));
    const seen = new Set<string>();
    for (const { id } of valid.quick_actions) {
      if (seen.has(id)) throw new ApiError(422, liveVitalsMessages.quickActionsDuplicate(id));
      seen.add(id);
    }
  }
  const problems = graphProblems(valid.graph);
  if (problems.length > 0) throw new ApiError(422, scenarioMessages.graphInvalid(problems));
  return valid;
}
