/**
 * Writes the holdout-3 households (CSV statements + labels.json) from the seeded generator:
 * `npx tsx packages/domain/test-data/holdout-3/generate.ts`. Running it again writes the same bytes.
 */
// eslint-disable-next-line no-restricted-imports -- test-data generator run by hand, never shipped
import { mkdirSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- as above
import { dirname, join } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- as above
import { fileURLToPath } from 'node:url';
import { prettierJson } from '../format-json';
import { engineer } from './household-engineer';
import { family } from './household-family';
import { freelancer } from './household-freelancer';
import { hourly } from './household-hourly';

const here = dirname(fileURLToPath(import.meta.url));
let total = 0;
for (const household of [engineer(), family(), freelancer(), hourly()]) {
  const { files, labels } = household.build();
  const dir = join(here, household.name);
  mkdirSync(dir, { recursive: true });
  for (const { file, csv } of files) writeFileSync(join(dir, file), csv);
  writeFileSync(join(dir, 'labels.json'), await prettierJson(labels, join(dir, 'labels.json')));
  const lines = files.reduce((sum, f) => sum + f.csv.split('\n').length - 2, 0);
  total += lines;
  console.log(
    `${household.name}: ${lines} lines, ${labels.series.length} series ` +
      `(${labels.series.filter((s) => !s.active).length} inactive, ` +
      `${labels.series.reduce((n, s) => n + s.priceChanges.length, 0)} price changes), ${labels.fees.length} fees`,
  );
}
console.log(`total ${total} lines`);
