import { describe, expect, it } from 'vitest';
import { PFC_V1, PFC_V1_PRIMARIES } from './categoriser/pfc';
import { pfcPickerGroups, pfcPickerOption } from './pfc-picker';

const detailedOf = (query: string) => pfcPickerGroups(query).flatMap((g) => g.options.map((o) => o.detailed));

describe('pfcPickerGroups', () => {
  it('lists every detailed category, grouped by primary in the CSV order, when nothing is typed', () => {
    const groups = pfcPickerGroups('  ');
    expect(groups.map((g) => g.primary)).toEqual(PFC_V1_PRIMARIES);
    expect(groups.flatMap((g) => g.options.map((o) => o.detailed))).toEqual(PFC_V1.map((c) => c.detailed));
    expect(groups.find((g) => g.primary === 'FOOD_AND_DRINK')).toMatchObject({ label: 'Food & Drink' });
    expect(groups[0]!.options[0]).toMatchObject({ label: 'Dividends', primaryLabel: 'Income' });
  });

  it('matches the start of a word in the label or its primary, any case, every word typed', () => {
    expect(detailedOf('gro')).toEqual(['FOOD_AND_DRINK_GROCERIES']);
    expect(detailedOf('GAS')).toEqual(['TRANSPORTATION_GAS', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY']);
    expect(detailedOf('food groc')).toEqual(['FOOD_AND_DRINK_GROCERIES']);
    expect(detailedOf('food & drink')).toContain('FOOD_AND_DRINK_COFFEE');
    expect(detailedOf('as')).not.toContain('TRANSPORTATION_GAS');
  });

  it('falls back to the descriptions only when no name matches, and finds nothing for nonsense', () => {
    expect(detailedOf('dentists')).toEqual(['MEDICAL_DENTAL_CARE']);
    expect(detailedOf('zzqx')).toEqual([]);
  });
});

describe('pfcPickerGroups with primaries (the filters)', () => {
  it('opens each group with its whole primary', () => {
    const groups = pfcPickerGroups('', { primaries: true });
    expect(groups.map((g) => g.primary)).toEqual(PFC_V1_PRIMARIES);
    for (const group of groups) {
      expect(group.options[0]).toMatchObject({ value: group.primary, detailed: null });
      expect(group.options[0]!.label).toBe(`All ${group.label}`);
    }
    expect(groups.flatMap((g) => g.options.slice(1).map((o) => o.value))).toEqual(
      PFC_V1.map((c) => c.detailed),
    );
  });

  it('finds a primary by its name, and not by a detailed name alone', () => {
    const food = pfcPickerGroups('food', { primaries: true });
    expect(food[0]!.options[0]).toMatchObject({ value: 'FOOD_AND_DRINK', label: 'All Food & Drink' });
    const groceries = pfcPickerGroups('groceries', { primaries: true });
    expect(groceries.flatMap((g) => g.options.map((o) => o.value))).toEqual(['FOOD_AND_DRINK_GROCERIES']);
  });
});

describe('pfcPickerOption', () => {
  it('names the option of a detailed or primary value, and nothing for the legacy words', () => {
    expect(pfcPickerOption('GENERAL_MERCHANDISE_ELECTRONICS')).toMatchObject({
      label: 'Electronics',
      primaryLabel: 'General Merchandise',
    });
    expect(pfcPickerOption('TRAVEL')).toMatchObject({ label: 'All Travel', detailed: null });
    for (const legacy of ['Shops', 'Recreation', 'Service', 'Community', '', null]) {
      expect(pfcPickerOption(legacy)).toBeNull();
    }
  });

  it('never offers a legacy word, whatever is typed', () => {
    const labels = pfcPickerGroups('', { primaries: true }).flatMap((g) => [
      g.label,
      ...g.options.map((o) => o.label),
    ]);
    for (const legacy of ['Shops', 'Recreation', 'Service', 'Community'])
      expect(labels).not.toContain(legacy);
  });
});
