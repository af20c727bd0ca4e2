import { describe, expect, it } from 'vitest';
import type { AccountDto } from '@tourniquet/domain/contracts';
import { sectionIsDebt, sectionOf } from './account-sections.ts';

const manual = (over: Partial<AccountDto>) =>
  ({ isManual: true, accountSubtype: null, accountTypeCustom: 'liability', ...over }) as AccountDto;

describe('the accounts page section of a manual account', () => {
  it('puts an imported card (type credit) with the credit cards, other debts apart', () => {
    const card = manual({ accountType: 'credit', accountSubtype: 'credit card' });
    expect(sectionOf(card)).toBe('Linked Credit Cards');
    expect(sectionIsDebt(card)).toBe(true);
    expect(sectionOf(manual({ accountType: 'loan' }))).toBe('Other Debts and Obligations');
    const house = manual({ accountType: 'depository', accountTypeCustom: 'asset' });
    expect(sectionOf(house)).toBe('Other Banks and Cash Reserves');
    expect(sectionIsDebt(house)).toBe(false);
  });
});
