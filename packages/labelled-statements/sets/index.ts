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
import { gradStudent } from './student-nurse-landlord-couple/household-1';
import { nurse } from './student-nurse-landlord-couple/household-2';
import { landlord } from './student-nurse-landlord-couple/household-3';
import { couple } from './student-nurse-landlord-couple/household-4';
import { engineer } from './engineer-family-freelancer-hourly/household-1';
import { family } from './engineer-family-freelancer-hourly/household-2';
import { freelancer } from './engineer-family-freelancer-hourly/household-3';
import { hourly } from './engineer-family-freelancer-hourly/household-4';
import { buildHouseholds } from './bank-file-shapes/index';
import { buildHouseholds as buildWrittenFromProse } from './written-from-prose/index';
import { buildHouseholds as buildCreditUnionAndOnlineBank } from './credit-union-and-online-bank/index';
import { buildCategoryHouseholds } from './categories-1/index';

export const SET_NAMES = [
  'households',
  'holdout',
  'student-nurse-landlord-couple',
  'engineer-family-freelancer-hourly',
  'bank-file-shapes',
  'written-from-prose',
  'credit-union-and-online-bank',
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
  'student-nurse-landlord-couple': () => csvSet([gradStudent(), nurse(), landlord(), couple()].map(built)),
  'engineer-family-freelancer-hourly': () =>
    csvSet([engineer(), family(), freelancer(), hourly()].map(built)),
  'bank-file-shapes': () => bankShapeSet(buildHouseholds()),
  'written-from-prose': () => bankShapeSet(buildWrittenFromProse()),
  'credit-union-and-online-bank': () => bankShapeSet(buildCreditUnionAndOnlineBank()),
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
