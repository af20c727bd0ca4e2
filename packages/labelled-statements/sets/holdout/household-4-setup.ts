/** Household 4 of holdout: its accounts and generator state, shared by its section files. */
import { enrichedAccount, holdoutHousehold } from './lib';
import { createRng } from '../../kit/random';

export function setUp() {
  const rng = createRng(4404);
  const h = holdoutHousehold(
    'household-4',
    'Small business (ceramics studio), Denver CO. US Bank business checking and Chase Ink card. Square and Stripe ' +
      "payouts are irregular (not series); Square FEE debits are the processor's, not bank fees. Gusto has three " +
      'series (net pay biweekly, payroll tax biweekly, its monthly FEE that moves with headcount). Google Workspace ' +
      'per-seat steps up and down; QuickBooks rises twice; AWS varies; Adobe anchored on the 31st; Slack ended; ' +
      'ChatGPT started in July 2026. Wire fees, overdrafts, excessive transaction fees, a cashiers check fee, ' +
      'maintenance fees, purchase interest and a card late fee are fees.',
  );
  const bus = enrichedAccount(h, 'usbank-business-checking.csv', 'depository', false, 0.3);
  const ink = enrichedAccount(h, 'chase-ink-card.csv', 'credit', true, 0.95);
  return { rng, h, bus, ink };
}

/** What each of this household's files is handed: the generator, the household, its accounts, helpers. */
export type Denver = ReturnType<typeof setUp>;
