/** « Modifier les constantes »: what a submit sends, as a table (src/features/sessions/teacher/run/vitalsForm.ts). */
import type { Vitals } from '../../../contract/schemas/scenarios';
import { fieldsFrom, fieldsWith, vitalsChangeFrom } from '../../../src/features/sessions/teacher/run/vitalsForm';

const current: Vitals = { fc: 172, pa: '85/50', spo2: 92, fr: 62, temperature: 38.1, conscience: 'Éveillé, geignard' };
const typed = (change: Partial<ReturnType<typeof fieldsFrom>>) => ({ ...fieldsFrom(current), ...change });

describe('the vitals form', () => {
  it('is filled with the live values, the temperature with a decimal comma, at once by default', () => {
    expect(fieldsFrom(current)).toEqual({ fc: '172', pa: '85/50', spo2: '92', fr: '62', temperature: '38,1', conscience: 'Éveillé, geignard', over: '', customSeconds: '' });
  });

  it.each([
    ['one sign', typed({ fc: '140' }), { vitals: { fc: 140 } }],
    ['a decimal comma', typed({ temperature: '39,5' }), { vitals: { temperature: 39.5 } }],
    ['a number written otherwise but equal', typed({ fc: '172.0', spo2: '90' }), { vitals: { spo2: 90 } }],
    ['PA and conscience', typed({ pa: '70/40', conscience: 'Somnolent' }), { vitals: { pa: '70/40', conscience: 'Somnolent' } }],
    ['a trend', typed({ spo2: '80', over: '120' }), { vitals: { spo2: 80 }, over_seconds: 120 }],
    ['a trend in seconds', typed({ spo2: '80', over: 'autre', customSeconds: '45' }), { vitals: { spo2: 80 }, over_seconds: 45 }],
    ['nothing changed', typed({}), { problem: 'Aucune constante n’a changé\u00a0: modifiez au moins une valeur.' }],
    ['out of bounds', typed({ fc: '400' }), { problem: 'FC\u00a0: valeur hors limites (0 à 300).' }],
    ['not a number', typed({ fr: 'vite' }), { problem: 'FR\u00a0: saisissez un nombre.' }],
    ['emptied', typed({ fr: '' }), { problem: 'FR\u00a0: saisissez un nombre.' }],
    ['not an integer', typed({ fc: '120,5' }), { problem: 'FC\u00a0: un nombre entier est attendu.' }],
    ['a PA in the wrong order', typed({ pa: '50/80' }), { problem: 'PA\u00a0: la systolique doit être supérieure à la diastolique.' }],
    ['a trend too long', typed({ spo2: '80', over: 'autre', customSeconds: '4000' }), { problem: 'La durée d’une évolution va de 1\u00a0seconde à 3\u00a0600\u00a0secondes (1\u00a0heure).' }],
  ])('%s', (_case, fields, expected) => expect(vitalsChangeFrom(fields, current)).toEqual(expected));

  it('puts a refused change back over the current values', () => {
    expect(fieldsWith(current, { fr: 70 }, 45)).toMatchObject({ fr: '70', fc: '172', over: 'autre', customSeconds: '45' });
    expect(fieldsWith(current, { fr: 70 }, 60)).toMatchObject({ fr: '70', over: '60', customSeconds: '' });
  });
});
