/** Household 3 of holdout: its generator, household and accounts, shared by its section files. */
import { enrichedAccount, holdoutHousehold } from './lib';
import { createRng } from '../../kit/random';

export function setUp() {
  const rng = createRng(3303);
  const h = holdoutHousehold(
    'household-3',
    'Dual-income family, Columbus OH. PNC checking (Nationwide pay semi-monthly, mortgage, daycare biweekly, HOA ' +
      'quarterly, utilities, a SERVICE CHARGE every month that is a fee and never a series), USAA checking (OSU pay ' +
      'biweekly, 529 contribution, car insurance semi-annual, property tax twice a year, life insurance annual, ' +
      'Zelle to self into PNC each month), Amex card (Costco membership annual beside weekly Costco shopping, ' +
      'streaming, Google several series, gymnastics paused every summer, ANNUAL MEMBERSHIP FEE and one LATE PAYMENT FEE).',
  );
  const pnc = enrichedAccount(h, 'pnc-checking.csv', 'depository', false, 0.25);
  const usaa = enrichedAccount(h, 'usaa-checking.csv', 'depository', true, 0.6);
  const amex = enrichedAccount(h, 'amex-card.csv', 'credit', false, 0.9);
  return { rng, h, pnc, usaa, amex };
}

/** What each of this household's files is handed: the generator, the household and its accounts. */
export type Columbus = ReturnType<typeof setUp>;
