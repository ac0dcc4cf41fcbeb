/** `npm run seed:firebase`: rewrites server/seed/firebase from the demo world. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../paths';
import { FIREBASE_SEED_DIR, firebaseSeedFiles } from './firebaseSeed';

for (const [file, content] of Object.entries(firebaseSeedFiles)) {
  const target = repoPath(FIREBASE_SEED_DIR, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(content, null, 2)}\n`);
  console.log(`écrit : ${path.relative(repoPath(), target)}`);
}
