import { describe, expect, it } from 'vitest';
import { PFC_V1, PFC_V1_PRIMARIES } from './categoriser/pfc';
import { pfcPickerGroups } from './pfc-picker';

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
