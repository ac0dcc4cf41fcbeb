/**
 * The recordings' retention (docs/product.md « Enregistrements vidéo »): a recording goes, bytes first, once its
 * organisation's term after the session has passed (`recording_retention_days`, 30 unless set). Safe with several
 * API processes: each batch is claimed with `for update skip locked`, so two processes never delete the same
 * recording twice nor wait on each other; a process stopped between the store and the database leaves a row whose
 * bytes are gone, which the next run deletes again (deleting what is gone is no error).
 */
import type { FastifyInstance } from 'fastify';
import { recordingsRepository } from '../repositories/recordings';
import type { RecordingStore } from './store';

const BATCH = 50;

/** Deletes every recording past its term at `now`; returns how many went. */
export async function deleteExpiredRecordings(app: Pick<FastifyInstance, 'transaction'>, store: RecordingStore, now: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await app.transaction(async (_repositories, tx) => {
      const recordings = recordingsRepository(tx);
      const due = await recordings.dueForDeletion(now, BATCH);
      for (const recording of due) await store.delete(recording.storage_key, recording.upload_id);
      if (due.length > 0) await recordings.delete(due.map((recording) => recording.id));
      return due.length;
    });
    deleted += batch;
    if (batch < BATCH) return deleted;
  }
}
