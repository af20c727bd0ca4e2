/** Household 1 of holdout: its generator, household, accounts and ACH helpers, shared by its section files. */
import type { IsoDate } from '@tourniquet/domain';
import { enrichedAccount, holdoutHousehold } from './lib';
import { yymmdd } from '../../kit/calendar';
import { createRng } from '../../kit/random';

export function setUp() {
  const rng = createRng(1101);
  const h = holdoutHousehold(
    'household-1',
    'Retired couple, Tucson AZ. Chase checking (newest first) and Discover card. Robert: Social Security (2nd Wednesday, ' +
      'COLA each January) and an ASRS pension; Linda: Medicare Part B by Easy Pay until her own Social Security starts ' +
      'in July 2026 (then the premium is withheld, so Easy Pay ends). Two Medigap plans at one insurer on the same day. ' +
      'Landscaper paid by paper check (CHECK nnnn) each month. Peacock paused May-Oct 2025 and came back at a new price. ' +
      'Weekly Safeway shopping is not a series. Chase service fees are fees, the reversal is not; Italy trip ATM fees and FX fees.',
  );
  const chk = enrichedAccount(h, 'chase-checking.csv', 'depository', true, 0.35);
  const card = enrichedAccount(h, 'discover-card.csv', 'credit', false, 0.97);

  const ach = (name: string, origId: string, descr: string, sec: string, date: IsoDate, ind: string) =>
    `ORIG CO NAME:${name} ORIG ID:${origId} DESC DATE:${yymmdd(date)} CO ENTRY DESCR:${descr} SEC:${sec} ` +
    `TRACE#:${rng.digits(15)} EED:${yymmdd(date)} IND ID:${ind} IND NAME:${'ROBERT HALVORSEN'} TRN: ${rng.digits(10)}TC`;
  const achL = (name: string, origId: string, descr: string, sec: string, date: IsoDate, ind: string) =>
    ach(name, origId, descr, sec, date, ind).replace('ROBERT HALVORSEN', 'LINDA HALVORSEN');
  return { rng, h, chk, card, ach, achL };
}

/** What each of this household's files is handed: the generator, the household, its accounts, the ACH helpers. */
export type Tucson = ReturnType<typeof setUp>;
