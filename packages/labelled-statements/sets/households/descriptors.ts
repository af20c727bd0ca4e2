import { addDays } from '@tourniquet/domain';
import type { IsoDate } from '@tourniquet/domain';
import { mmdd, mmSlashDd, shiftToBusinessDay, yymmdd } from '../../kit/calendar';
import type { Rng } from '../../kit/random';

/**
 * Statement texts as each bank prints them. Most carry something that changes on every line (an ACH trace
 * id, a confirmation number, the purchase day, a card reference), which is the point: a detector that
 * groups by the raw description sees every charge of a series as a different payee.
 */

/** Bank of America ACH: `COMCAST DES:CABLE ID:8773712 INDN:JANE DOE CO ID:XXXXX12345 WEB`. */
export function boaAch(
  rng: Rng,
  company: string,
  des: string,
  indn: string,
  coId: string,
  sec: string,
): string {
  const id = rng.chance(0.5) ? `XXXXX${rng.digits(5)}` : rng.digits(rng.int(7, 10));
  return `${company} DES:${des} ID:${id} INDN:${indn} CO ID:${coId} ${sec}`;
}

/** Bank of America debit card: the purchase day as MMDD, sometimes a 23-digit reference after the state. */
export function boaCheckcard(rng: Rng, purchase: IsoDate, text: string): string {
  const ref = rng.chance(0.4) ? ` ${rng.digits(23)}` : '';
  return `CHECKCARD ${mmdd(purchase)} ${text}${ref}`;
}

/** Debit lines post on the next business day after the purchase. */
export function postedAfter(purchase: IsoDate, lagDays = 1): IsoDate {
  return shiftToBusinessDay(addDays(purchase, lagDays), 'next');
}

/** Wells Fargo ACH: `SRP SURE PAY 250312 2389471 CARLOS RODRIGUEZ` (the effective date inside the text). */
export function wfAch(rng: Rng, date: IsoDate, company: string, des: string, name: string): string {
  return `${company} ${des} ${yymmdd(date)} ${rng.digits(rng.int(6, 10))} ${name}`;
}

/** Wells Fargo debit card: `PURCHASE AUTHORIZED ON 03/12 COSTCO WHSE #0429 MESA AZ S385071234567890 CARD 4417`. */
export function wfCard(rng: Rng, purchase: IsoDate, text: string, recurring = false): string {
  const verb = recurring ? 'RECURRING PAYMENT' : 'PURCHASE';
  return `${verb} AUTHORIZED ON ${mmSlashDd(purchase)} ${text} S${rng.digits(15)} CARD 4417`;
}

/** Credit union debit card, in the two shapes the core prints. */
export function cuPos(rng: Rng, purchase: IsoDate, text: string): string {
  return rng.chance(0.5) ? `POS DEBIT ${mmdd(purchase)} ${text}` : `DBT PURCHASE - ${rng.digits(6)} ${text}`;
}

/** Credit union ACH: `ACH DEBIT BLUE SHIELD CA INS PREM 0000412345`. */
export function cuAch(rng: Rng, direction: 'DEBIT' | 'CREDIT', company: string, des: string): string {
  return `ACH ${direction} ${company} ${des} ${rng.digits(10)}`;
}
