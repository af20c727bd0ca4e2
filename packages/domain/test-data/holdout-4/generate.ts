/**
 * Writes the holdout-4 households (each account's file in its bank's own shape, labels.json, and the tidy
 * rendering the labels' line numbers refer to) from the seeded generator:
 * `npx tsx packages/domain/test-data/holdout-4/generate.ts`. Running it again writes the same bytes.
 */
// eslint-disable-next-line no-restricted-imports -- test-data generator run by hand, never shipped
import { mkdirSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- as above
import { dirname, join } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- as above
import { fileURLToPath } from 'node:url';
import { prettierJson } from '../format-json';
import { buildHouseholds } from './households';

const here = dirname(fileURLToPath(import.meta.url));
let total = 0;
for (const { name, accounts, labels } of buildHouseholds()) {
  const dir = join(here, name);
  mkdirSync(join(dir, 'truth'), { recursive: true });
  for (const account of accounts) {
    writeFileSync(join(dir, account.file), account.text);
    writeFileSync(join(dir, 'truth', `${account.file}.csv`), account.tidy);
  }
  writeFileSync(join(dir, 'labels.json'), await prettierJson(labels, join(dir, 'labels.json')));
  const lines = accounts.reduce((sum, a) => sum + a.tidy.split('\n').length - 2, 0);
  total += lines;
  console.log(
    `${name}: ${lines} lines (${accounts.map((a) => `${a.file} ${a.tidy.split('\n').length - 2}`).join(', ')}), ` +
      `${labels.series.length} series (${labels.series.filter((s) => !s.active).length} inactive, ` +
      `${labels.series.reduce((n, s) => n + s.priceChanges.length, 0)} price changes), ${labels.fees.length} fees`,
  );
}
console.log(`total ${total} lines`);
