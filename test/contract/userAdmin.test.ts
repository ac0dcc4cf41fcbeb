import { erasureMessages, userAdminMessages } from '../../contract/messages';
import { memberChangeRefusal, type MemberChange, type MemberFacts } from '../../contract/userAdmin';

const member = (facts: Partial<MemberFacts>): MemberFacts => ({ self: false, role: 'etudiant', disabled: false, otherEnabledAdmins: 1, ...facts });

describe('memberChangeRefusal', () => {
  test.each<[string, Partial<MemberFacts>, MemberChange, string | null]>([
    ['a student made teacher', {}, { role: 'enseignant' }, null],
    ['a student deactivated', {}, { disabled: true }, null],
    ['groups of oneself', { self: true, role: 'admin' }, { groups: [] }, null],
    ['oneself demoted', { self: true, role: 'admin' }, { role: 'etudiant' }, userAdminMessages.notYourself],
    ['oneself deactivated', { self: true, role: 'admin' }, { disabled: true }, userAdminMessages.notYourself],
    ['oneself "changed" to the same role', { self: true, role: 'admin' }, { role: 'admin' }, null],
    ['the last admin demoted', { role: 'admin', otherEnabledAdmins: 0 }, { role: 'enseignant' }, userAdminMessages.lastAdmin],
    ['the last admin deactivated', { role: 'admin', otherEnabledAdmins: 0 }, { disabled: true }, userAdminMessages.lastAdmin],
    ['an admin with another admin demoted', { role: 'admin', otherEnabledAdmins: 1 }, { role: 'enseignant' }, null],
    ['a deactivated last admin reactivated', { role: 'admin', disabled: true, otherEnabledAdmins: 0 }, { disabled: false }, null],
    ['the operator touched', { role: 'hyperadmin' }, { disabled: true }, erasureMessages.hyperadmin],
  ])('%s', (_case, facts, change, expected) => {
    expect(memberChangeRefusal(member(facts), change)).toBe(expected);
  });
});
