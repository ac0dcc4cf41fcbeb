import { mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync, closeSync } from 'node:fs';
import path from 'node:path';

export class DatabaseBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `La base ${dataDir} est déjà ouverte par le processus ${pid} (npm start ?). ` +
        'Arrêtez-le (Ctrl-C) avant de relancer cette commande.',
    );
    this.name = 'DatabaseBusyError';
  }
}

/** Whether a process with this id runs; shared with the start lock, which takes over stale files the same way. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A pid file beside the PGlite folder, so that only one process opens it at a time.
 * A lock left by a process that no longer runs is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.pid`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isProcessAlive(holder)) {
        throw new DatabaseBusyError(dataDir, holder);
      }
      unlinkSync(lockFile);
    }
  }
  const release = () => {
    process.off('exit', release);
    try {
      if (readFileSync(lockFile, 'utf8') === String(process.pid)) unlinkSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.on('exit', release);
  return release;
}
