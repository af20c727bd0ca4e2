import { PFC_V1, pfcPrimaryLabel } from './categoriser/pfc';

/**
 * The Edit Transaction dialog's searchable picker of every PFC v1 detailed category (issue 22): options
 * grouped by primary in the CSV's order, filtered by what the user types.
 */

export interface PfcPickerOption {
  primary: string;
  detailed: string;
  /** 'Groceries' */
  label: string;
  /** 'Food & Drink' */
  primaryLabel: string;
  description: string;
}

export interface PfcPickerGroup {
  primary: string;
  label: string;
  options: PfcPickerOption[];
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');

const OPTIONS = PFC_V1.map((row) => {
  const primaryLabel = pfcPrimaryLabel(row.primary);
  return {
    option: {
      primary: row.primary,
      detailed: row.detailed,
      label: row.label,
      primaryLabel,
      description: row.description,
    } satisfies PfcPickerOption,
    named: words(`${row.label} ${primaryLabel}`),
    described: words(row.description),
  };
});

// Every typed word must start a word of the text: "gro" finds Groceries, "gas" finds Gas and Gas &
// Electricity, but "as" finds neither.
const matches = (query: string[], text: string[]) =>
  query.every((q) => text.some((word) => word.startsWith(q)));

/**
 * The options for a typed query, grouped by primary. Names (the label and its primary's label) are searched
 * first; only when no name matches are the descriptions searched, so "dentist" still finds Dental Care
 * without "gas" listing every row whose description mentions gas.
 */
export function pfcPickerGroups(query: string): PfcPickerGroup[] {
  const typed = words(query);
  let found = OPTIONS.filter((o) => matches(typed, o.named));
  if (found.length === 0) found = OPTIONS.filter((o) => matches(typed, [...o.named, ...o.described]));
  const groups: PfcPickerGroup[] = [];
  for (const { option } of found) {
    const last = groups.at(-1);
    if (last?.primary === option.primary) last.options.push(option);
    else groups.push({ primary: option.primary, label: option.primaryLabel, options: [option] });
  }
  return groups;
}
