/**
 * Where the bytes of the recordings live (docs/api.md « Recordings »). The routes speak to this
 * interface only, shaped on S3's multipart upload so that an S3-compatible store can replace the folder without a
 * route changing:
 *
 * | here            | S3                                                                      |
 * |-----------------|-------------------------------------------------------------------------|
 * | `createUpload`  | CreateMultipartUpload → UploadId (kept in `recordings.upload_id`)        |
 * | `stagePart`     | the body streamed to a staging object while hashed and counted          |
 * | `commit()`      | UploadPart(Copy) of the staged part under its number → ETag              |
 * | `completeUpload`| CompleteMultipartUpload with the parts' numbers and ETags                |
 * | `abortUpload`   | AbortMultipartUpload                                                     |
 * | `read`          | GetObject with Range                                                     |
 * | `delete`        | DeleteObject (and AbortMultipartUpload of an upload still open)          |
 *
 * A part is staged before it is kept: the route compares its hash with a part already acknowledged under the same
 * number, so that another content never overwrites an acknowledged part (a 409), and the same one sent twice is
 * stored once. Nothing here holds a whole part, let alone a recording, in memory: bodies are streams.
 */
import type { Readable } from 'node:stream';

/** A part written aside, hashed and counted, not yet one of the upload's parts. */
export type StagedPart = {
  bytes: number;
  /** SHA-256 of the part's bytes, hexadecimal. */
  sha256: string;
  /** Makes it part `n` of the upload (replacing what an unacknowledged earlier try left); returns its tag. */
  commit(): Promise<string>;
  /** Forgets it (the same part was already kept, or it is refused). */
  discard(): Promise<void>;
};

/** One kept part, as `completeUpload` assembles them: its number and the tag `commit` gave. */
export type StoredPart = { n: number; etag: string };

/** A byte range, both ends included, as HTTP's `Range: bytes=start-end` says it. */
export type ByteRange = { start: number; end: number };

export interface RecordingStore {
  /** For log lines and docs: `folder` or `s3`. */
  readonly kind: string;
  /** Opens an upload for the object `key`; returns its handle (S3: the UploadId). */
  createUpload(key: string): Promise<string>;
  /**
   * Streams `body` aside, hashing and counting it; past `maxBytes` it stops reading and rejects with
   * `PartTooLargeError`, keeping nothing.
   */
  stagePart(key: string, uploadId: string, n: number, body: Readable, maxBytes: number): Promise<StagedPart>;
  /** Assembles the parts, in the order given, into the object `key`; returns its size. Safe to run again. */
  completeUpload(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<{ bytes: number }>;
  /** Drops an upload that will never complete, and its parts. */
  abortUpload(key: string, uploadId: string): Promise<void>;
  /** The object's bytes, or only `range` of them. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * Deletes the object and whatever of its upload remains (`uploadId`: S3 aborts it, a completed one being no error);
   * deleting what is gone already is no error.
   */
  delete(key: string, uploadId: string): Promise<void>;
}

/** A part over the limit: the route answers 413. */
export class PartTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`part over ${maxBytes} bytes`);
    this.name = 'PartTooLargeError';
  }
}

/** The object key of a recording: its organisation, session and id (uuids only, so safe as a path and an S3 key). */
export function recordingKey(organisationId: string, sessionId: string, recordingId: string): string {
  for (const id of [organisationId, sessionId, recordingId]) if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`not a uuid: ${id}`);
  return `${organisationId}/${sessionId}/${recordingId}`;
}
