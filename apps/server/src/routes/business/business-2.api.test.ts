import { describeLabelledBusinessSet } from './labelled-business-set.ts';

/**
 * Issue 35's blind second sole proprietor (packages/labelled-statements/sets/business-2): a remodeling
 * contractor's year, a Wells Fargo business checking account and a Capital One card used for both, imported as
 * the banks export them (labelled-business-set.ts scores the suggestions, then the Schedule C).
 */
describeLabelledBusinessSet({
  set: 'business-2',
  statements: [
    {
      file: 'business-checking.csv',
      account: { name: 'Whitaker Home Repair checking', type: 'depository', subtype: 'checking' },
      business: true,
    },
    {
      file: 'card.csv',
      account: { name: 'Quicksilver card', type: 'credit', subtype: 'credit card' },
      business: false,
    },
  ],
});
