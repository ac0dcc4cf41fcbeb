/**
 * What the two authorisation matrices (reads: authorisationMatrix.test.ts, writes:
 * authorisationMatrixWrites.test.ts) share: the roles, the four columns and who asks in each.
 * - own: the role's account of Lycée Actif (active) asks about its own organisation (the hyperadmin,
 *   who has none, names Lycée Actif with `organisation=`);
 * - other: the same account names Collège Inactif: a member stays scoped to their own organisation
 *   whatever they send; the hyperadmin gets the other one;
 * - inactive: the role's account of Collège Inactif (the hyperadmin names Collège Inactif);
 * - none: no token.
 */
import { COLLEGE_INACTIF, LYCEE_ACTIF } from '../../server/seed/demoWorld';

export type Role = 'admin' | 'hyperadmin' | 'enseignant' | 'etudiant';
export type Column = 'own' | 'other' | 'inactive' | 'none';

export const ACTIF = LYCEE_ACTIF.id;
export const INACTIF = COLLEGE_INACTIF.id;

export const ACCOUNTS: Record<Role, { active: string; inactive: string }> = {
  admin: { active: 'admin@actif.demo.test', inactive: 'admin@inactif.demo.test' },
  hyperadmin: { active: 'hyper@demo.test', inactive: 'hyper@demo.test' },
  enseignant: { active: 'enseignant@actif.demo.test', inactive: 'enseignant@inactif.demo.test' },
  etudiant: { active: 'etudiant@actif.demo.test', inactive: 'etudiant@inactif.demo.test' },
};

/** Every account a matrix signs in. */
export const MATRIX_EMAILS: readonly string[] = [...new Set(Object.values(ACCOUNTS).flatMap(({ active, inactive }) => [active, inactive]))];

/** Who asks in this column, and about which organisation. */
export function requestFor(role: Role, column: Column): { email?: string; organisation: string } {
  switch (column) {
    case 'own':
      return { email: ACCOUNTS[role].active, organisation: ACTIF };
    case 'other':
      return { email: ACCOUNTS[role].active, organisation: INACTIF };
    case 'inactive':
      return { email: ACCOUNTS[role].inactive, organisation: INACTIF };
    case 'none':
      return { organisation: ACTIF };
  }
}
