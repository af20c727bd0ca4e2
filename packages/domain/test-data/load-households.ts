// eslint-disable-next-line no-restricted-imports -- test-data helper for tests and the CLI, never shipped
import { readdirSync, readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- as above
import { dirname, join } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- as above
import { fileURLToPath } from 'node:url';
import type { HouseholdLabels } from './labels';
import type { HouseholdFiles } from './score';

export const HOUSEHOLDS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'households');

/** Reads every `households/household-*` folder: its labels.json and the CSV files it lists. */
export function loadHouseholds(dir: string = HOUSEHOLDS_DIR): HouseholdFiles[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('household-'))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const labels = JSON.parse(readFileSync(join(dir, name, 'labels.json'), 'utf8')) as HouseholdLabels;
      const statements = labels.accounts.map((account) => ({
        file: account.file,
        csv: readFileSync(join(dir, name, account.file), 'utf8'),
      }));
      return { name, labels, statements };
    });
}
