import { PFC_V1, PFC_V1_PRIMARIES, pfcPrimaryLabel } from './categoriser/pfc';

/**
 * The one category picker's options: every PFC v1 detailed category, grouped by primary
 * in the CSV's order, and for the filters each primary as a whole; filtered by what the user types. The
 * legacy words (Shops, Recreation, Service, Community) are never offered: the API still maps them.
 */

export interface PfcPickerOption {
  /** What the picker holds: the detailed name, or the primary's for a whole group. */
  value: string;
  primary: string;
  /** Null for a whole primary. */
  detailed: string | null;
  /** 'Groceries', or 'All Food & Drink' for a whole primary. */
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

interface Searchable {
  option: PfcPickerOption;
  named: string[];
  described: string[];
}

const PRIMARY_OPTIONS = new Map<string, Searchable>(
  PFC_V1_PRIMARIES.map((primary) => {
    const primaryLabel = pfcPrimaryLabel(primary);
    const option: PfcPickerOption = {
      value: primary,
      primary,
      detailed: null,
      label: `All ${primaryLabel}`,
      primaryLabel,
      description: `Every ${primaryLabel} category`,
    };
    return [primary, { option, named: words(primaryLabel), described: [] }];
  }),
);

const OPTIONS: Searchable[] = PFC_V1.map((row) => {
  const primaryLabel = pfcPrimaryLabel(row.primary);
  return {
    option: {
      value: row.detailed,
      primary: row.primary,
      detailed: row.detailed,
      label: row.label,
      primaryLabel,
      description: row.description,
    },
    named: words(`${row.label} ${primaryLabel}`),
    described: words(row.description),
  };
});

const BY_VALUE = new Map<string, PfcPickerOption>([
  ...[...PRIMARY_OPTIONS.values()].map((o) => [o.option.value, o.option] as const),
  ...OPTIONS.map((o) => [o.option.value, o.option] as const),
]);

/** The option a picker's value names (a detailed or, for filters, a primary name); null for '' or unknown. */
export function pfcPickerOption(value: string | null | undefined): PfcPickerOption | null {
  return (value && BY_VALUE.get(value)) || null;
}

// Every typed word must start a word of the text: "gro" finds Groceries, "gas" finds Gas and Gas &
// Electricity, but "as" finds neither.
const matches = (query: string[], text: string[]) =>
  query.every((q) => text.some((word) => word.startsWith(q)));

/**
 * The options for a typed query, grouped by primary; with `primaries`, each group opens with its whole
 * primary ("All Food & Drink"). Names (the label and its primary's label) are searched first; only when
 * no name matches are the descriptions searched, so "dentist" still finds Dental Care without "gas"
 * listing every row whose description mentions gas.
 */
export function pfcPickerGroups(query: string, { primaries = false } = {}): PfcPickerGroup[] {
  const typed = words(query);
  const searched = (text: (o: Searchable) => string[]) => {
    const found: Searchable[] = [];
    for (const o of OPTIONS) {
      const whole = primaries && PRIMARY_OPTIONS.get(o.option.primary)!;
      if (whole && !found.includes(whole) && matches(typed, text(whole))) found.push(whole);
      if (matches(typed, text(o))) found.push(o);
    }
    return found;
  };
  let found = searched((o) => o.named);
  if (found.length === 0) found = searched((o) => [...o.named, ...o.described]);
  const groups: PfcPickerGroup[] = [];
  for (const { option } of found) {
    const last = groups.at(-1);
    if (last?.primary === option.primary) last.options.push(option);
    else groups.push({ primary: option.primary, label: option.primaryLabel, options: [option] });
  }
  return groups;
}
