import { messages } from '../../server/api/messages';
import { invalidBodyMessage, type ValidationIssue } from '../../server/api/validationMessage';

const issue = (keyword: string, instancePath: string, params: Record<string, unknown> = {}): ValidationIssue => ({ keyword, instancePath, params });

describe('invalidBodyMessage names the field in French', () => {
  test.each<[ValidationIssue[] | undefined, string]>([
    [[issue('required', '', { missingProperty: 'email' })], 'Corps de requête invalide\u00a0: le champ «\u00a0Adresse e-mail\u00a0» est obligatoire.'],
    [[issue('format', '/email')], 'Corps de requête invalide\u00a0: le champ «\u00a0Adresse e-mail\u00a0» n’est pas valide.'],
    [[issue('minLength', '/firstname')], 'Corps de requête invalide\u00a0: le champ «\u00a0Prénom\u00a0» est vide ou trop court.'],
    [[issue('format', '/groups/0')], 'Corps de requête invalide\u00a0: le champ «\u00a0Groupes\u00a0» n’est pas valide.'],
    [[issue('additionalProperties', '', { additionalProperty: 'admin' })], 'Corps de requête invalide\u00a0: le champ «\u00a0admin\u00a0» n’est pas attendu.'],
    [[issue('minProperties', '')], 'Corps de requête invalide\u00a0: aucun champ à modifier.'],
    // A field refused for its size says the size it may have (a long title once read « Indiquez le champ »).
    [[issue('maxLength', '/title', { limit: 200 })], 'Corps de requête invalide\u00a0: le champ «\u00a0Titre\u00a0» est trop long (200\u00a0caractères au plus).'],
    [[issue('maxLength', '/text', { limit: 2000 })], 'Corps de requête invalide\u00a0: le champ «\u00a0Texte\u00a0» est trop long (2\u202f000\u00a0caractères au plus).'],
    [[issue('maximum', '/rating', { limit: 5, comparison: '<=' })], 'Corps de requête invalide\u00a0: le champ «\u00a0Note\u00a0» est trop grand (5 au plus).'],
    [[issue('minimum', '/duration_minutes', { limit: 5, comparison: '>=' })], 'Corps de requête invalide\u00a0: le champ «\u00a0Durée\u00a0» est trop petit (5 au moins).'],
    [[issue('type', '')], messages.invalidBody],
    [undefined, messages.invalidBody],
  ])('%j → %s', (issues, expected) => {
    expect(invalidBodyMessage(issues)).toBe(expected);
  });
});
