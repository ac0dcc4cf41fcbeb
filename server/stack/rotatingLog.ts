import fs from 'node:fs';
import { Writable } from 'node:stream';

export type RotatingLogOptions = {
  /** Size past which the file is rotated (default 5 MB). */
  maxBytes?: number;
  /** Rotated files kept beside it: `api.log.1` (the newest) … `api.log.<keep>` (default 2). */
  keep?: number;
};

export const DEFAULT_LOG_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_LOG_KEEP = 2;

/**
 * A log file that cannot fill the disk: appended to until the next write would pass `maxBytes`,
 * then renamed to `.1` (older ones shift, the oldest is dropped) and started afresh. At most
 * (keep + 1) × maxBytes on disk. Writes are synchronous: a local dev stack's log volume is small
 * (the API summarises refused requests) and a crash then loses no line.
 */
export class RotatingLog extends Writable {
  private fd: number;
  private size: number;
  private readonly maxBytes: number;
  private readonly keep: number;

  constructor(
    readonly file: string,
    { maxBytes = DEFAULT_LOG_MAX_BYTES, keep = DEFAULT_LOG_KEEP }: RotatingLogOptions = {},
  ) {
    super({ decodeStrings: true });
    this.maxBytes = maxBytes;
    this.keep = keep;
    this.fd = fs.openSync(file, 'a');
    this.size = fs.fstatSync(this.fd).size;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    try {
      if (this.size > 0 && this.size + chunk.length > this.maxBytes) this.rotate();
      fs.writeSync(this.fd, chunk);
      this.size += chunk.length;
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _final(callback: (error?: Error | null) => void): void {
    try {
      fs.closeSync(this.fd);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  private rotate(): void {
    fs.closeSync(this.fd);
    if (this.keep > 0) {
      for (let index = this.keep - 1; index >= 1; index -= 1) {
        if (fs.existsSync(`${this.file}.${index}`)) fs.renameSync(`${this.file}.${index}`, `${this.file}.${index + 1}`);
      }
      fs.renameSync(this.file, `${this.file}.1`);
    }
    this.fd = fs.openSync(this.file, 'w');
    this.size = 0;
  }
}
