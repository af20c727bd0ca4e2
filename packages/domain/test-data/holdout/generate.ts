/**
 * Writes the held-out households: `npx tsx packages/domain/test-data/holdout/generate.ts`.
 * Seeded, so a second run writes the same bytes.
 */
// eslint-disable-next-line no-restricted-imports -- test-data generator, never shipped
import { mkdirSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- as above
import { dirname, join } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- as above
import { fileURLToPath } from 'node:url';
import { prettierJson } from '../format-json';
import { buildHoldout } from './generator/build';

const here = dirname(fileURLToPath(import.meta.url));
for (const { name, files, labels } of buildHoldout()) {
  const dir = join(here, name);
  mkdirSync(dir, { recursive: true });
  for (const { file, csv } of files) writeFileSync(join(dir, file), csv);
  const path = join(dir, 'labels.json');
  writeFileSync(path, await prettierJson(labels, path));
  const lines = files.reduce((n, f) => n + f.csv.split('\n').length - 2, 0);
  console.log(`${name}: ${lines} lines, ${labels.series.length} series, ${labels.fees.length} fees`);
}
