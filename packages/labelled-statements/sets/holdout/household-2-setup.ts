/** Household 2 of holdout: its accounts, helpers and generator state, shared by its section files. */
import { addDays } from '@tourniquet/domain';
import type { IsoDate } from '@tourniquet/domain';
import { enrichedAccount, holdoutHousehold } from './lib';
import { mmddyy } from '../../kit/calendar';
import { createRng } from '../../kit/random';

export function setUp() {
  const rng = createRng(2202);
  const h = holdoutHousehold(
    'household-2',
    'Gig worker, Houston TX. Navy Federal checking and an Apple Card (newest first). Uber and DoorDash instant ' +
      'payouts are irregular in amount and day: not series. Rent by Zelle to the landlord (one landlord LATE FEE by ' +
      'Zelle: not a bank fee). Westlake auto loan: one ACH bounced and was re-presented 3 days later (the retry is ' +
      'the series line; the bounced line and its return are not). T-Mobile goes 65 -> 80 -> 55. Weekly savings ' +
      'transfer paused Jul-Sep 2025. Three 9.99 subscriptions at three merchants (Uber One, DashPass ended, Hulu via ' +
      'PayPal) plus one-off 9.99 purchases. Planet Fitness CLUB FEES monthly and its ANNUAL FEE are subscriptions.',
  );
  const chk = enrichedAccount(h, 'navyfed-checking.csv', 'depository', false, 0.3);
  const card = enrichedAccount(h, 'apple-card.csv', 'credit', true, 1);
  const pos = (d: IsoDate, text: string) =>
    `POS Debit- Debit Card 4821 Transaction ${mmddyy(addDays(d, -rng.int(0, 2)), '-')} ${text}`;
  return { rng, h, chk, card, pos };
}

/** What each of this household's files is handed: the generator, the household, its accounts, helpers. */
export type Houston = ReturnType<typeof setUp>;
