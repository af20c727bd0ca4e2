import type { HouseholdBuilder } from './household';
import { household1 } from './household-1';
import { household2 } from './household-2';
import { household3 } from './household-3';
import { summarise } from './summary';

export const HOUSEHOLDS: readonly (readonly [string, (seed?: number) => HouseholdBuilder])[] = [
  ['household-1', household1],
  ['household-2', household2],
  ['household-3', household3],
];

/**
 * Every output file of the set, keyed by its path under `households/`: CSV text, or for `.json` paths the
 * value that the generate command writes through Prettier.
 */
export function buildAll(): Map<string, string | object> {
  const files = new Map<string, string | object>();
  const built = HOUSEHOLDS.map(([name, build]) => {
    const household = build();
    const { accounts, labels } = household.build();
    for (const account of accounts) files.set(`${name}/${account.file}`, account.csv);
    files.set(`${name}/labels.json`, labels);
    return [name, household, labels] as const;
  });
  files.set('summary.json', summarise(built));
  return files;
}
