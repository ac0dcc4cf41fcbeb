import { organisationAccessFromResult } from '../../../src/features/organisation/parseOrganisation';

const record = { id: 'org-1', name: 'Lycée Actif' };

describe('organisation check parsing (docs/product.md §8)', () => {
  it.each([
    ['isActive "true"', { data: { success: true, data: { isActive: 'true', ...record } } }, { isActive: true, organisation: { isActive: 'true', ...record }, message: null }],
    ['isActive true (boolean)', { data: { success: true, data: { isActive: true, ...record } } }, { isActive: true, organisation: { isActive: true, ...record }, message: null }],
    ['isActive "false"', { data: { success: true, data: { isActive: 'false', ...record } } }, { isActive: false, organisation: { isActive: 'false', ...record }, message: null }],
    ['isActive an object whose toString is not a function (found by the property test)', { data: { success: true, data: { isActive: { toString: 0 } } } }, { isActive: false, organisation: { isActive: { toString: 0 } }, message: null }],
    ['isActive missing', { data: { success: true, data: record } }, { isActive: false, organisation: record, message: "Réponse inattendue de l'API." }],
    ['data missing', { data: { success: true } }, { isActive: false, organisation: null, message: "Réponse inattendue de l'API." }],
    ['success false with a message', { data: { success: false, message: 'Organisation suspendue.' } }, { isActive: false, organisation: null, message: 'Organisation suspendue.' }],
    ['success false without a message', { data: { success: false } }, { isActive: false, organisation: null, message: 'Erreur inconnue' }],
    ['a JSON 404 from the API', { error: { status: 404, data: { success: false, message: 'Organisation inconnue.' } } }, { isActive: false, organisation: null, message: 'Organisation inconnue.' }],
    ['a 403 whose body claims success', { error: { status: 403, data: { success: true, data: { isActive: 'true' } } } }, { isActive: false, organisation: null, message: 'Erreur inconnue' }],
    ['a 500', { error: { status: 500, data: { success: false, message: 'boom' } } }, { isActive: false, organisation: null, message: 'Erreur réseau ou serveur.' }],
    ['a 503 (the API without its database)', { error: { status: 503, data: { success: false, message: 'Base de données momentanément indisponible : réessayez dans quelques instants.' } } }, { isActive: false, organisation: null, message: 'Erreur réseau ou serveur.' }],
    ['a 429 once its retries are spent', { error: { status: 429, data: { success: false, message: 'Trop de requêtes.' } } }, { isActive: false, organisation: null, message: 'Erreur réseau ou serveur.' }],
    ['a JSON 401 (the check carries no token: the API refusing)', { error: { status: 401, data: { success: false, message: 'Non autorisé.' } } }, { isActive: false, organisation: null, message: 'Non autorisé.' }],
    ['a 502 from the web server', { error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' } }, { isActive: false, organisation: null, message: 'Erreur réseau ou serveur.' }],
    ['a network failure', { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } }, { isActive: false, organisation: null, message: 'Erreur réseau ou serveur.' }],
    ['a body that is not JSON', { error: { status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' } }, { isActive: false, organisation: null, message: 'Erreur réseau ou serveur.' }],
    ['a JSON string body', { data: 'ok' }, { isActive: false, organisation: null, message: 'Erreur inconnue' }],
  ] as const)('%s', (_name, result, expected) => {
    expect(organisationAccessFromResult(result as Parameters<typeof organisationAccessFromResult>[0])).toEqual(expected);
  });
});
