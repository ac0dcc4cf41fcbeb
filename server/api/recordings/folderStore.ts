/**
 * The embedded recording store: a folder (`.data/recordings/` unless `RECORDINGS_DIR` says otherwise), one directory
 * per recording:
 *
 *   <root>/<organisation>/<session>/<recording>/staging/<random>.part   a part being received
 *   <root>/<organisation>/<session>/<recording>/upload/<n>.part         part n, acknowledged
 *   <root>/<organisation>/<session>/<recording>/recording.webm          the parts assembled by « Arrêter »
 *
 * Every byte goes through streams; a rename makes a part or the assembled file appear whole or not at all, so a
 * process stopped at any point leaves nothing half-written under a name that is read.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type ByteRange, PartTooLargeError, type RecordingStore, type StagedPart, type StoredPart } from './store';

/** Counts and hashes what passes, and fails past `maxBytes`. */
class Measure extends Transform {
  bytes = 0;
  readonly hash = createHash('sha256');
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(new PartTooLargeError(this.maxBytes));
    this.hash.update(chunk);
    callback(null, chunk);
  }
}

/** Appends `source` to `target` without ending it. */
function append(source: Readable, target: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    source.once('error', reject);
    source.once('end', resolve);
    source.pipe(target, { end: false });
  });
}

const partName = (n: number) => `${String(n).padStart(6, '0')}.part`;

export class FolderRecordingStore implements RecordingStore {
  readonly kind = 'folder';

  constructor(readonly root: string) {}

  private dir(key: string): string {
    const dir = path.resolve(this.root, key);
    // Keys are made of uuids (recordingKey); this keeps any other one inside the root all the same.
    if (!dir.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`recording key outside the store: ${key}`);
    return dir;
  }

  private file(key: string): string {
    return path.join(this.dir(key), 'recording.webm');
  }

  async createUpload(key: string): Promise<string> {
    await mkdir(path.join(this.dir(key), 'upload'), { recursive: true });
    // One upload per recording here; S3 gives a real handle.
    return 'folder';
  }

  async stagePart(key: string, _uploadId: string, n: number, body: Readable, maxBytes: number): Promise<StagedPart> {
    const staging = path.join(this.dir(key), 'staging');
    await mkdir(staging, { recursive: true });
    const temporary = path.join(staging, `${randomUUID()}.part`);
    const measure = new Measure(maxBytes);
    const out = createWriteStream(temporary);
    try {
      await new Promise<void>((resolve, reject) => {
        const fail = (error: Error) => {
          // Stop reading the request without destroying it: the route still answers (413) on its socket.
          body.unpipe(measure);
          measure.destroy();
          out.destroy();
          reject(error);
        };
        body.once('error', fail);
        measure.once('error', fail);
        out.once('error', fail);
        out.once('finish', resolve);
        body.pipe(measure).pipe(out);
      });
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    const target = path.join(this.dir(key), 'upload', partName(n));
    const sha256 = measure.hash.digest('hex');
    return {
      bytes: measure.bytes,
      sha256,
      commit: async () => {
        await mkdir(path.dirname(target), { recursive: true });
        await rename(temporary, target);
        return sha256;
      },
      discard: () => rm(temporary, { force: true }),
    };
  }

  async completeUpload(key: string, _uploadId: string, parts: readonly StoredPart[]): Promise<{ bytes: number }> {
    const file = this.file(key);
    const upload = path.join(this.dir(key), 'upload');
    const done = await stat(file).catch(() => null);
    // Assembled already (a retried « Arrêter » after its answer was lost): the file is whole.
    if (done && !(await stat(upload).catch(() => null))) return { bytes: done.size };
    const temporary = `${file}.${randomUUID()}.tmp`;
    const out = createWriteStream(temporary);
    try {
      for (const part of parts) await append(createReadStream(path.join(upload, partName(part.n))), out);
      out.end();
      await finished(out);
    } catch (error) {
      out.destroy();
      await rm(temporary, { force: true });
      throw error;
    }
    await rename(temporary, file);
    await rm(upload, { recursive: true, force: true });
    await rm(path.join(this.dir(key), 'staging'), { recursive: true, force: true });
    return { bytes: (await stat(file)).size };
  }

  async abortUpload(key: string): Promise<void> {
    await rm(path.join(this.dir(key), 'upload'), { recursive: true, force: true });
    await rm(path.join(this.dir(key), 'staging'), { recursive: true, force: true });
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.file(key);
    const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
    // Opened before it is handed over: a missing file is the caller's error now, not a broken answer later.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async delete(key: string, _uploadId?: string): Promise<void> {
    await rm(this.dir(key), { recursive: true, force: true });
  }
}
