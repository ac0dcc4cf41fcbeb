import { readFileSync } from 'node:fs';
import { repoPath } from '../../server/paths';
import { DEMO_PASSWORD, demoAccounts } from '../../server/seed/demoWorld';
import { FIREBASE_SEED_DIR, firebaseSeedFiles } from '../../server/seed/firebaseSeed';

const committed = (file: string): unknown => JSON.parse(readFileSync(repoPath(FIREBASE_SEED_DIR, file), 'utf8'));

describe('the committed Firebase Auth emulator seed', () => {
  test.each(Object.keys(firebaseSeedFiles))('%s matches server/seed/demoWorld.ts (else: npm run seed:firebase)', (file) => {
    expect(committed(file)).toEqual(firebaseSeedFiles[file]);
  });

  test('holds the nine demo accounts, only non-verifie unverified, all with the demo password', () => {
    const { users } = committed('auth_export/accounts.json') as {
      users: { email: string; emailVerified: boolean; passwordHash: string }[];
    };
    expect(users.map((user) => user.email)).toEqual([
      'hyper@demo.test',
      'admin@actif.demo.test',
      'enseignant@actif.demo.test',
      'etudiant@actif.demo.test',
      'admin@inactif.demo.test',
      'enseignant@inactif.demo.test',
      'etudiant@inactif.demo.test',
      'non-verifie@actif.demo.test',
      'sans-profil@actif.demo.test',
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
