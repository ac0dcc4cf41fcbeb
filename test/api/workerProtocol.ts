export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

export type WorkerReply = { id: number; ok: true; rows: unknown[] } | { id: number; ok: false; message: string };
