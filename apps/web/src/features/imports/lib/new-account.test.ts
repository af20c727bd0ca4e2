import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '@tourniquet/domain/contracts';
import { isCardStatement, newAccountKind, previewAccountType } from './new-account.ts';

const preview = (over: Partial<ImportPreview>) =>
  ({ amountSign: 'positive-in', amountSignSource: 'default', ...over }) as ImportPreview;

describe('the kind of a new account made by an import', () => {
  it('is a credit card for an OFX card statement or a file whose charges are detected positive', () => {
    expect(isCardStatement(preview({ account: { accountType: 'CREDITCARD' } }))).toBe(true);
    expect(isCardStatement(preview({ amountSign: 'positive-out', amountSignSource: 'detected' }))).toBe(true);
    expect(isCardStatement(preview({ amountSign: 'positive-out', amountSignSource: 'given' }))).toBe(false);
    expect(isCardStatement(preview({ account: { accountType: 'CHECKING' } }))).toBe(false);
    // A Chase-style card CSV: charges negative (positive-in), but its Type column says "Sale".
    expect(
      isCardStatement(preview({ cardStatement: 'its Type column says "Sale", as card issuers write' })),
    ).toBe(true);
  });

  it("follows the file unless the user picked the kind, and the user's choice otherwise", () => {
    const card = preview({ account: { accountType: 'CREDITCARD' } });
    const draft = { name: 'Visa', accountKind: 'checking' as const, kindChosen: false };
    expect(newAccountKind(draft, card)).toBe('credit-card');
    expect(newAccountKind({ ...draft, kindChosen: true }, card)).toBe('checking');
    expect(newAccountKind({ ...draft, accountKind: 'savings' }, preview({}))).toBe('savings');
  });
});

describe('the account type a new account’s preview is categorised for', () => {
  it('is the chosen kind’s type, and left to the server when the user did not choose', () => {
    const draft = { name: 'Visa', accountKind: 'credit-card' as const, kindChosen: true };
    expect(previewAccountType(draft)).toBe('credit');
    expect(previewAccountType({ ...draft, accountKind: 'savings' })).toBe('depository');
    expect(previewAccountType({ ...draft, kindChosen: false })).toBeUndefined();
    expect(previewAccountType(null)).toBeUndefined();
  });
});
