import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RotatingLog } from '../../server/stack/rotatingLog';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-log-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(log: RotatingLog, text: string): Promise<void> {
  return new Promise((resolve, reject) => log.write(text, (error) => (error ? reject(error) : resolve())));
}

function end(log: RotatingLog): Promise<void> {
  return new Promise((resolve) => log.end(resolve));
}

describe('RotatingLog (npm start’s api.log and auth-emulator.log)', () => {
  it('never lets the files on disk pass (keep + 1) × maxBytes, however much is written', async () => {
    const file = path.join(dir, 'api.log');
    const log = new RotatingLog(file, { maxBytes: 1_000, keep: 2 });
    const line = `${'x'.repeat(99)}\n`;
    for (let index = 0; index < 500; index += 1) await write(log, line);
    await end(log);
    expect(fs.readdirSync(dir).sort()).toEqual(['api.log', 'api.log.1', 'api.log.2']);
    for (const name of fs.readdirSync(dir)) expect(fs.statSync(path.join(dir, name)).size).toBeLessThanOrEqual(1_000);
    // Whole lines only: a rotation happens between writes.
    expect(fs.readFileSync(`${file}.1`, 'utf8')).toBe(line.repeat(10));
  });

  it('keeps the newest lines in the live file and the previous ones in .1', async () => {
    const file = path.join(dir, 'api.log');
    const log = new RotatingLog(file, { maxBytes: 20, keep: 2 });
    for (const text of ['un........\n', 'deux......\n', 'trois.....\n', 'quatre....\n']) await write(log, text);
    await end(log);
    expect(fs.readFileSync(file, 'utf8')).toBe('quatre....\n');
    expect(fs.readFileSync(`${file}.1`, 'utf8')).toBe('trois.....\n');
    expect(fs.readFileSync(`${file}.2`, 'utf8')).toBe('deux......\n');
  });

  it('appends to the file a previous start left, counting its size', async () => {
    const file = path.join(dir, 'api.log');
    fs.writeFileSync(file, 'a'.repeat(15));
    const log = new RotatingLog(file, { maxBytes: 20, keep: 1 });
    await write(log, 'bbbbbbbbbb');
    await end(log);
    expect(fs.readFileSync(`${file}.1`, 'utf8')).toBe('a'.repeat(15));
    expect(fs.readFileSync(file, 'utf8')).toBe('bbbbbbbbbb');
  });
});
