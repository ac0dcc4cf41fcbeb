/**
 * The recordings' store and signing key (ApiOptions.recordings), for the routes of server/api/routes/sessions/recordings.ts,
 * and their retention, run by a running API once when ready and then every `retentionMs` (off by default, for tests).
 */
import fp from 'fastify-plugin';
import { repoPath } from '../../../paths';
import { FolderRecordingStore } from '../../recordings/folderStore';
import { deleteExpiredRecordings } from '../../recordings/retention';
import type { RecordingStore } from '../../recordings/store';

export type RecordingsOptions = {
  /** Where the bytes go; by default the folder `.data/recordings/`. */
  store?: RecordingStore;
  /** The key signing the videos' addresses (`RECORDING_URL_KEY`); null: no address is given (`media_url` null). */
  urlKey?: Buffer | null;
  /** How often expired recordings are deleted; `false` never. */
  retentionMs?: number | false;
};

export const DEFAULT_RECORDINGS_DIR = repoPath('.data', 'recordings');

declare module 'fastify' {
  interface FastifyInstance {
    recordings: { store: RecordingStore; urlKey: Buffer | null };
  }
}

export default fp<RecordingsOptions>(
  async (app, options) => {
    const store = options.store ?? new FolderRecordingStore(DEFAULT_RECORDINGS_DIR);
    app.decorate('recordings', { store, urlKey: options.urlKey ?? null });
    const intervalMs = options.retentionMs ?? false;
    if (intervalMs === false) return;
    const run = () =>
      deleteExpiredRecordings(app, store, new Date())
        .then((deleted) => deleted > 0 && app.log.info({ deleted }, 'expired recordings deleted'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'expired recordings not deleted'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'recordings', dependencies: ['repositories'] },
);
