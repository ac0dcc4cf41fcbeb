/** Lighthouse, offline, against Debian's Chromium. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoPath } from '../../server/paths';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/browser';

const run = promisify(execFile);

export type LighthouseScores = { performance: number; accessibility: number; bestPractices: number; seo: number };
type Report = { categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }> };

/** Chromium's trace occasionally comes back empty (NO_NAVSTART) on a busy machine: one more try before giving up. */
export async function lighthouse(url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseScores | null> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return await lighthouseOnce(url, preset);
    } catch {
      // tried again below, or reported as a failed run
    }
  }
  return null;
}

async function lighthouseOnce(url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseScores> {
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-lh-')), 'report.json');
  const args = [
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  await run(repoPath('node_modules', '.bin', 'lighthouse'), args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } });
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
  fs.rmSync(path.dirname(output), { recursive: true, force: true });
  const score = (key: keyof Report['categories']) => Math.round((report.categories[key].score ?? 0) * 100);
  return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') };
}
