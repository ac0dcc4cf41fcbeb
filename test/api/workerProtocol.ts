export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' }
  /** From then on, every notification on `channel` is posted as a `WorkerNotification`. */
  | { id: number; op: 'listen'; channel: string };

export type WorkerReply = { id: number; ok: true; rows: unknown[] } | { id: number; ok: false; message: string };

export type WorkerNotification = { notification: { channel: string; payload: string } };
