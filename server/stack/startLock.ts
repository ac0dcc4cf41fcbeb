import fs from 'node:fs';
import { isProcessAlive } from '../db/dataDirLock';

export class StackAlreadyRunningError extends Error {
  constructor(readonly pid: number) {
    super(
      `npm start tourne déjà (processus ${pid}) : arrêtez-le d’abord (Ctrl-C dans son terminal, ou kill ${pid}), ` +
        'ou utilisez ses adresses.',
    );
    this.name = 'StackAlreadyRunningError';
  }
}

/**
 * One `npm start` per data folder: the lock file holds the running start's process id. A file
 * left by a start that was killed outright (its process gone) is taken over. Returns the release.
 */
export function acquireStartLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isProcessAlive(pid)) throw new StackAlreadyRunningError(pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Verrou ${file} impossible à prendre.`);
}
