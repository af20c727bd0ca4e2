import { describeLabelledBusinessSet } from './labelled-business-set.ts';

/**
 * Issue 24's "done when", on the labelled set business-1 (packages/labelled-statements/sets/business-1): a
 * freelance designer's year, a Chase business checking account and a Chase personal card used for both,
 * imported as the bank exports them (labelled-business-set.ts scores the suggestions, then the Schedule C).
 */
describeLabelledBusinessSet({
  set: 'business-1',
  statements: [
    {
      file: 'business-checking.csv',
      account: { name: 'Luma Studio checking', type: 'depository', subtype: 'checking' },
      business: true,
    },
    {
      file: 'personal-card.csv',
      account: { name: 'Sapphire card', type: 'credit', subtype: 'credit card' },
      business: false,
    },
  ],
});
