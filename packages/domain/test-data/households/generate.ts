/**
 * Writes the labelled household statements: `npx tsx packages/domain/test-data/households/generate.ts`.
 * Deterministic (seeded PRNG): running it again must leave `git diff` empty, and a test checks that the
 * committed files are exactly what this script writes.
 */
// eslint-disable-next-line no-restricted-imports -- a file-writing script beside the data, never shipped
import { mkdirSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- as above
import { dirname, join } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- as above
import { fileURLToPath } from 'node:url';
import { prettierJson } from '../format-json';
import { buildAll } from './generator/build-all';

const here = dirname(fileURLToPath(import.meta.url));
const files = buildAll();
for (const [path, content] of files) {
  const target = join(here, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, typeof content === 'string' ? content : await prettierJson(content, target));
}
console.log(JSON.stringify((files.get('summary.json') as { totals: unknown }).totals, null, 2));
