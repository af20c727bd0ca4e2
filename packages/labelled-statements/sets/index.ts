/**
 * The labelled statement sets, by name. Each set's scenarios were written blind, apart from the engine and
 * from the other sets (docs/decisions/018-labelled-statement-sets.md): they share the kit's mechanics, never a
 * scenario. `SET_FILES[set]()` is every file the set's generator writes, keyed by its path under the set's
 * folder: text, or for `.json` paths the value written through Prettier.
 */
import type { HouseholdLabels } from '../score/labels';
import { buildAll } from './households/build-all';
import { household1 } from './holdout/household-1';
import { household2 } from './holdout/household-2';
import { household3 } from './holdout/household-3';
import { household4 } from './holdout/household-4';
import { gradStudent } from './holdout-2/household-1';
import { nurse } from './holdout-2/household-2';
import { landlord } from './holdout-2/household-3';
import { couple } from './holdout-2/household-4';
import { engineer } from './holdout-3/household-1';
import { family } from './holdout-3/household-2';
import { freelancer } from './holdout-3/household-3';
import { hourly } from './holdout-3/household-4';
import { buildHouseholds } from './holdout-4/index';
import { buildHouseholds as buildHoldout5 } from './holdout-5/index';
import { buildHouseholds as buildHoldout6 } from './holdout-6/index';
import { buildCategoryHouseholds } from './categories-1/index';

export const SET_NAMES = [
  'households',
  'holdout',
  'holdout-2',
  'holdout-3',
  'holdout-4',
  'holdout-5',
  'holdout-6',
  'categories-1',
] as const;
export type SetName = (typeof SET_NAMES)[number];

export function isSetName(name: string | undefined): name is SetName {
  return (SET_NAMES as readonly string[]).includes(name ?? '');
}

interface BuiltHousehold {
  name: string;
  accounts: { file: string; csv: string }[];
  labels: HouseholdLabels;
}

function csvSet(households: readonly BuiltHousehold[]): Map<string, string | object> {
  const files = new Map<string, string | object>();
  for (const { name, accounts, labels } of households) {
    for (const { file, csv } of accounts) files.set(`${name}/${file}`, csv);
    files.set(`${name}/labels.json`, labels);
  }
  return files;
}

/** A set in its banks' own shapes: each file as the bank exports it, its tidy `truth/` rendering, the labels. */
function bankShapeSet(
  households: readonly (BuiltHousehold & { accounts: { file: string; csv: string; text: string }[] })[],
): Map<string, string | object> {
  const files = new Map<string, string | object>();
  for (const { name, accounts, labels } of households) {
    for (const account of accounts) {
      files.set(`${name}/${account.file}`, account.text);
      files.set(`${name}/truth/${account.file}.csv`, account.csv);
    }
    files.set(`${name}/labels.json`, labels);
  }
  return files;
}

const built = (h: { name: string; build(): Omit<BuiltHousehold, 'name'> }) => ({
  name: h.name,
  ...h.build(),
});

export const SET_FILES: Record<SetName, () => Map<string, string | object>> = {
  households: buildAll,
  holdout: () => csvSet([household1(), household2(), household3(), household4()].map(built)),
  'holdout-2': () => csvSet([gradStudent(), nurse(), landlord(), couple()].map(built)),
  'holdout-3': () => csvSet([engineer(), family(), freelancer(), hourly()].map(built)),
  'holdout-4': () => bankShapeSet(buildHouseholds()),
  'holdout-5': () => bankShapeSet(buildHoldout5()),
  'holdout-6': () => bankShapeSet(buildHoldout6()),
  // The category set: two downloads per account in its bank's own shape, and the category labels.
  'categories-1': () => {
    const files = new Map<string, string | object>();
    for (const { name, files: bankFiles, labels } of buildCategoryHouseholds()) {
      for (const [file, text] of bankFiles) files.set(`${name}/${file}`, text);
      files.set(`${name}/labels.json`, labels);
    }
    return files;
  },
};
