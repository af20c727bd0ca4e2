import type { HouseholdBuilder } from './household';
import { household1 } from './household-1';
import { household2 } from './household-2';
import { household3 } from './household-3';
import { buildLabels, renderCsv } from './output';
import { summarise } from './summary';

export const HOUSEHOLDS: readonly (readonly [string, (seed?: number) => HouseholdBuilder])[] = [
  ['household-1', household1],
  ['household-2', household2],
  ['household-3', household3],
];

/**
 * Every output file of the set, keyed by its path under `households/`: CSV text, or for `.json` paths the
 * value that generate.ts writes through Prettier.
 */
export function buildAll(): Map<string, string | object> {
  const files = new Map<string, string | object>();
  const built = HOUSEHOLDS.map(([name, build]) => {
    const household = build();
    for (const account of household.accounts) files.set(`${name}/${account.file}`, renderCsv(account));
    files.set(`${name}/labels.json`, buildLabels(household));
    return [name, household] as const;
  });
  files.set('summary.json', summarise(built));
  return files;
}
