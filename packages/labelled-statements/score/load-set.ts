import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SetName } from '../sets/index';
import type { HouseholdLabels } from './labels';
import type { HouseholdFiles } from './score';

/** The folder a set's committed files live in: `sets/<set>/`. */
export function setDir(set: SetName): string {
  return join(dirname(fileURLToPath(import.meta.url)), '..', 'sets', set);
}

/**
 * Reads every `household-*` folder of a set: its labels.json and the statement files it lists (for bank-file-shapes, written-from-prose and credit-union-and-online-bank,
 * whose files are in their banks' own shapes, the tidy `truth/` rendering the labels' lines refer to).
 */
export function loadSet(set: SetName = 'households'): HouseholdFiles[] {
  const dir = setDir(set);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('household-'))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const labels = JSON.parse(readFileSync(join(dir, name, 'labels.json'), 'utf8')) as HouseholdLabels;
      const statements = labels.accounts.map((account) => ({
        file: account.file,
        csv: readFileSync(
          set === 'bank-file-shapes' || set === 'written-from-prose' || set === 'credit-union-and-online-bank'
            ? join(dir, name, 'truth', `${account.file}.csv`)
            : join(dir, name, account.file),
          'utf8',
        ),
      }));
      return { name, labels, statements };
    });
}
