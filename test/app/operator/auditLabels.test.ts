/**
 * The operator's audit log names every change in French: each action the API audits
 * (`app.audit(request, { action: '…' })` and the erasure's actions) has a label in the catalogue.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { operatorMessages } from '../../../src/config/messages/operator';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });
}

const audited = new Set(
  sources(path.join(__dirname, '../../../server/api')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/app\.audit\(request, \{[^}]*?action: '([a-zA-Z.]+)'/g)].map((match) => match[1] as string),
  ),
);

test('the API audits several kinds of change', () => {
  expect(audited.size).toBeGreaterThan(5);
});

test.each([...audited].sort())('« %s » has a French label in the audit log', (action) => {
  expect(operatorMessages.actions[action]).toEqual(expect.any(String));
});
