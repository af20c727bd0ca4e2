import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupTotalCents, isAssetGroup, SITUATION_GROUPS, situationGroup } from './money-situation';
import { netWorth, type NetWorthAccount } from './net-worth';

const account = (over: Partial<NetWorthAccount>): NetWorthAccount => ({
  accountType: 'depository',
  accountSubtype: 'checking',
  accountTypeCustom: 'personal',
  isManual: false,
  balanceCurrentCents: 100,
  ...over,
});

describe('situationGroup', () => {
  it('puts each kind of account in its group', () => {
    expect(situationGroup(account({}))).toBe('bank');
    expect(situationGroup(account({ accountType: 'credit', accountSubtype: 'credit card' }))).toBe('credit');
    expect(situationGroup(account({ accountType: 'depository', accountSubtype: 'credit card' }))).toBe(
      'credit',
    );
    expect(situationGroup(account({ accountType: 'loan', accountSubtype: 'mortgage' }))).toBe('loan');
    expect(situationGroup(account({ accountType: 'investment', accountSubtype: 'ira' }))).toBe('otherAssets');
    expect(
      situationGroup(account({ isManual: true, accountTypeCustom: 'asset', accountSubtype: null })),
    ).toBe('otherAssets');
    expect(
      situationGroup(account({ isManual: true, accountTypeCustom: 'investment', accountType: 'investment' })),
    ).toBe('otherAssets');
    // An imported checking account sits with the banks, not beside an IRA.
    expect(
      situationGroup(
        account({
          isManual: true,
          accountTypeCustom: 'asset',
          accountType: 'depository',
          accountSubtype: 'checking',
        }),
      ),
    ).toBe('bank');
    expect(
      situationGroup(
        account({
          isManual: true,
          accountTypeCustom: 'asset',
          accountType: 'depository',
          accountSubtype: null,
        }),
      ),
    ).toBe('otherAssets');
    expect(
      situationGroup(account({ isManual: true, accountTypeCustom: 'liability', accountType: 'loan' })),
    ).toBe('otherLiabilities');
    // An imported card statement's account is a card (type credit, custom liability).
    expect(
      situationGroup(
        account({
          isManual: true,
          accountTypeCustom: 'liability',
          accountType: 'credit',
          accountSubtype: 'credit card',
        }),
      ),
    ).toBe('credit');
  });

  it('groups always add up to net worth', () => {
    const arbitraryAccount = fc.record({
      accountType: fc.constantFrom('depository', 'credit', 'loan', 'investment', 'other' as const),
      accountSubtype: fc.constantFrom(null, 'checking', 'credit card', 'mortgage'),
      accountTypeCustom: fc.constantFrom(null, 'personal', 'asset', 'liability', 'investment' as const),
      isManual: fc.boolean(),
      balanceCurrentCents: fc.option(fc.integer({ min: -1e9, max: 1e9 })),
    });
    fc.assert(
      fc.property(fc.array(arbitraryAccount), (accounts) => {
        const byGroup = (assets: boolean) =>
          SITUATION_GROUPS.filter((g) => isAssetGroup(g) === assets).reduce(
            (sum, g) => sum + groupTotalCents(accounts.filter((a) => situationGroup(a) === g)),
            0,
          );
        const worth = netWorth(accounts);
        expect(byGroup(true)).toBe(worth.assetsCents);
        expect(byGroup(false)).toBe(worth.liabilitiesCents);
      }),
    );
  });
});
