/** @jest-environment node */
/** « d’Enzo », not « de Enzo »: the names the messages put after « de ». */
import { de } from '../../src/config/messages/french';
import { usersMessages } from '../../src/config/messages/users';
import { studentsMessages } from '../../src/config/messages/sessions';

describe('de before a name', () => {
  it.each([
    ['Enzo Petit', 'd’Enzo Petit'],
    ['Émilie Roux', 'd’Émilie Roux'],
    ['Hugo Bernard', 'd’Hugo Bernard'],
    ['Yanis Diallo', 'd’Yanis Diallo'],
    ['inès Morel', 'd’inès Morel'],
    ['Lucas Martin', 'de Lucas Martin'],
    ['Zoé Invitée', 'de Zoé Invitée'],
  ])('%s → %s', (name, expected) => expect(de(name)).toBe(expected));

  it('is what the pages say', () => {
    expect(usersMessages.disabledDone('Enzo Petit')).toMatch(/^Le compte d’Enzo Petit est désactivé/);
    expect(usersMessages.changeRole('Léa Martin')).toBe('Rôle de Léa Martin');
    expect(studentsMessages.show('Emma Durand')).toBe('Voir les sessions d’Emma Durand');
  });
});
