import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..');

/** An absolute path from segments relative to the repository root, whatever the working directory. */
export function repoPath(...segments: string[]): string {
  return path.join(REPO_ROOT, ...segments);
}
