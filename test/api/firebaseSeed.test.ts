import { readFileSync } from 'node:fs';
import { repoPath } from '../../server/paths';
import { DEMO_PASSWORD, demoAccounts } from '../../server/seed/demoWorld';
import { FIREBASE_SEED_DIR, firebaseSeedFiles } from '../../server/seed/firebaseSeed';

const committed = (file: string): unknown => JSON.parse(readFileSync(repoPath(FIREBASE_SEED_DIR, file), 'utf8'));

describe('the committed Firebase Auth emulator seed', () => {
  test.each(Object.keys(firebaseSeedFiles))('%s matches server/seed/demoWorld.ts (else: npm run seed:firebase)', (file) => {
    expect(committed(file)).toEqual(firebaseSeedFiles[file]);
  });

  test('holds the nine first accounts of docs/product.md §13.1, then the others of §13, only non-verifie unverified, all with the demo password', () => {
    const { users } = committed('auth_export/accounts.json') as {
      users: { localId: string; email: string; emailVerified: boolean; passwordHash: string }[];
    };
    expect(users.slice(0, 9).map((user) => [user.localId, user.email])).toEqual([
      ['demo-hyperadmin', 'hyper@demo.test'],
      ['demo-admin-actif', 'admin@actif.demo.test'],
      ['demo-enseignant-actif', 'enseignant@actif.demo.test'],
      ['demo-etudiant-actif', 'etudiant@actif.demo.test'],
      ['demo-admin-inactif', 'admin@inactif.demo.test'],
      ['demo-enseignant-inactif', 'enseignant@inactif.demo.test'],
      ['demo-etudiant-inactif', 'etudiant@inactif.demo.test'],
      ['demo-non-verifie', 'non-verifie@actif.demo.test'],
      ['demo-sans-profil', 'sans-profil@actif.demo.test'],
    ]);
    expect(users.slice(9).map((user) => user.email)).toEqual([
      'enseignant2@actif.demo.test',
      'etudiant01@actif.demo.test',
      'etudiant02@actif.demo.test',
      'etudiant03@actif.demo.test',
      'etudiant04@actif.demo.test',
      'etudiant05@actif.demo.test',
      'etudiant06@actif.demo.test',
      'etudiant07@actif.demo.test',
      'etudiant08@actif.demo.test',
      'etudiant09@actif.demo.test',
      'etudiant10@actif.demo.test',
      'etudiant11@actif.demo.test',
      'etudiant12@actif.demo.test',
      'ancien@actif.demo.test',
    ]);
    expect(users.filter((user) => !user.emailVerified).map((user) => user.email)).toEqual([
      'non-verifie@actif.demo.test',
    ]);
    expect(users.every((user) => user.passwordHash.endsWith(`:password=${DEMO_PASSWORD}`))).toBe(true);
    expect(demoAccounts).toHaveLength(users.length);
  });

  test('turns on improved e-mail privacy', () => {
    expect(committed('auth_export/config.json')).toMatchObject({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } });
  });
});
