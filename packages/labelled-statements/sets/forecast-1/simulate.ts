/**
 * The day-by-day simulator the forecast-1 households are written with: each household's script says what
 * happens on a day (lines on its accounts); the simulator runs it from a year before the forecast's day through
 * the 30 days that followed, and keeps what the backtest needs: the history's statement files, each account's
 * balance on the forecast's day, the cash the household really had on each later day, and the scheduled
 * (recurring) lines of those 30 days.
 */
import { addDays, centsToDecimalString, daysBetween, type IsoDate } from '@tourniquet/domain';
import { dayOfWeek, shiftToBusinessDay } from '../../kit/calendar';
import { createRng, type Rng } from '../../kit/random';

/** The forecast's day: Friday after Thanksgiving; the 30 days after it run through Christmas. */
export const AS_OF: IsoDate = '2026-11-27';
export const HISTORY_FROM: IsoDate = '2025-11-27';
export const FUTURE_DAYS = 30;

export type AccountKind = 'checking' | 'savings' | 'card';

export interface Line {
  account: string;
  description: string;
  /** The bank's sign: negative = money out of the account (a purchase on a card is negative too). */
  cents: number;
  /** A scheduled line (pay, a bill, a transfer, a card's autopay): what a forecast should know. */
  scheduled?: boolean;
}

export interface Day {
  date: IsoDate;
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  rng: Rng;
}

export interface HouseholdScript {
  name: string;
  seed: number;
  /**
   * `asOfCents` is the balance the prose gives for the forecast's day: the year's opening balance is set so the
   * account holds it then (no line depends on a balance, so this moves every day's balance alike).
   */
  accounts: { key: string; kind: AccountKind; openingCents: number; asOfCents?: number }[];
  /** A fresh run of the household (its own running state): the lines of each day, in order. */
  begin(): (day: Day) => Line[];
}

export interface SimulatedHousehold {
  name: string;
  accounts: { key: string; kind: AccountKind; csv: string; balanceCents: number }[];
  /** Checking + savings at the end of each of the 30 days after AS_OF. */
  actualCash: { date: IsoDate; cents: number }[];
  /** Checking + savings at the end of each of the 31 days up to AS_OF (the last-30 baseline's moves). */
  pastCash: { date: IsoDate; cents: number }[];
  /** Scheduled lines on cash accounts in those 30 days (product sign: positive = money out). */
  scheduled: { date: IsoDate; amountCents: number; description: string }[];
}

export function simulate(script: HouseholdScript): SimulatedHousehold {
  const rng = createRng(script.seed);
  const balance = new Map(script.accounts.map((a) => [a.key, a.openingCents]));
  const kind = new Map(script.accounts.map((a) => [a.key, a.kind]));
  const rows = new Map<string, string[]>(script.accounts.map((a) => [a.key, []]));
  const end = addDays(AS_OF, FUTURE_DAYS);
  const linesOf = script.begin();
  const actualCash: SimulatedHousehold['actualCash'] = [];
  const pastCash: SimulatedHousehold['pastCash'] = [];
  const scheduled: SimulatedHousehold['scheduled'] = [];
  const balanceAsOf = new Map<string, number>();
  for (let date = HISTORY_FROM; date <= end; date = addDays(date, 1)) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    for (const line of linesOf({ date, year, month, day, weekday: dayOfWeek(date), rng })) {
      if (line.cents === 0) continue;
      if (!balance.has(line.account)) throw new Error(`${script.name}: no account ${line.account}`);
      balance.set(line.account, balance.get(line.account)! + line.cents);
      if (date <= AS_OF) {
        const text = line.description.includes(',') ? `"${line.description}"` : line.description;
        rows.get(line.account)!.push(`${date},${text},${centsToDecimalString(line.cents)}`);
      } else if (line.scheduled && kind.get(line.account) !== 'card') {
        scheduled.push({ date, amountCents: -line.cents, description: line.description });
      }
    }
    const cash = script.accounts
      .filter((a) => a.kind !== 'card')
      .reduce((sum, a) => sum + balance.get(a.key)!, 0);
    if (date > AS_OF) actualCash.push({ date, cents: cash });
    else if (date >= addDays(AS_OF, -FUTURE_DAYS)) pastCash.push({ date, cents: cash });
    if (date === AS_OF) for (const a of script.accounts) balanceAsOf.set(a.key, balance.get(a.key)!);
  }
  // Each account's opening moved so that it holds the prose's balance on the forecast's day.
  const shift = new Map(
    script.accounts.map((a) => [
      a.key,
      a.asOfCents === undefined ? 0 : a.asOfCents - balanceAsOf.get(a.key)!,
    ]),
  );
  const cashShift = script.accounts
    .filter((a) => a.kind !== 'card')
    .reduce((sum, a) => sum + shift.get(a.key)!, 0);
  return {
    name: script.name,
    accounts: script.accounts.map((a) => ({
      key: a.key,
      kind: a.kind,
      csv: ['Date,Description,Amount', ...rows.get(a.key)!].join('\n'),
      balanceCents: balanceAsOf.get(a.key)! + shift.get(a.key)!,
    })),
    actualCash: actualCash.map((d) => ({ date: d.date, cents: d.cents + cashShift })),
    pastCash: pastCash.map((d) => ({ date: d.date, cents: d.cents + cashShift })),
    scheduled,
  };
}

/**
 * Whether a schedule's charge posts on `date`: a scheduled day that falls on a weekend or holiday posts on the
 * business day before (money in) or after (money out), as banks post them.
 */
export function postsOn(date: IsoDate, isScheduled: (d: IsoDate) => boolean, money: 'in' | 'out'): boolean {
  for (let k = -6; k <= 6; k++) {
    const candidate = addDays(date, k);
    if (
      isScheduled(candidate) &&
      shiftToBusinessDay(candidate, money === 'in' ? 'previous' : 'next') === date
    )
      return true;
  }
  return false;
}

/** A day-of-month schedule (day 31 = the month's last day). */
export const monthly =
  (dayOfMonth: number) =>
  (d: IsoDate): boolean => {
    const [y, m, day] = d.split('-').map(Number) as [number, number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return day === Math.min(dayOfMonth, last);
  };

/** Every `days` days from an anchor date (7 = weekly, 14 = biweekly). */
export const every =
  (days: number, anchor: IsoDate) =>
  (d: IsoDate): boolean =>
    ((daysBetween(anchor, d) % days) + days) % days === 0;

/** The n-th given weekday of each month (0 = Sunday). */
export const nthWeekday =
  (n: number, weekday: number) =>
  (d: IsoDate): boolean =>
    dayOfWeek(d) === weekday && Math.ceil(Number(d.slice(8, 10)) / 7) === n;

/**
 * A credit card paid in full by autopay: purchases add to the balance, the statement closes on `closeDay`, and
 * on `payDay` (the business day after when it falls on a weekend or holiday) checking pays that statement.
 */
export class CardCycle {
  private owed = 0;
  private statement = 0;
  constructor(
    private readonly card: string,
    private readonly checking: string,
    private readonly closeDay: number,
    private readonly payDay: number,
    private readonly issuer: string,
  ) {}

  /** A purchase (positive cents) on the card. */
  charge(description: string, cents: number): Line {
    this.owed += cents;
    return { account: this.card, description, cents: -cents };
  }

  /** The autopay lines of the day (if it is the pay day) and, at its end, the statement's close. */
  endOfDay(day: Day): Line[] {
    const lines: Line[] = [];
    if (this.statement > 0 && postsOn(day.date, monthly(this.payDay), 'out')) {
      const paid = this.statement;
      this.statement = 0;
      this.owed -= paid;
      lines.push(
        {
          account: this.checking,
          description: `${this.issuer} AUTOPAY PAYMENT`,
          cents: -paid,
          scheduled: true,
        },
        { account: this.card, description: 'AUTOPAY PAYMENT - THANK YOU', cents: paid },
      );
    }
    if (monthly(this.closeDay)(day.date)) this.statement = this.owed;
    return lines;
  }
}

/** An everyday purchase on `chance` of days, between two dollar amounts (rounded to the cent). */
export function sometimes(
  day: Day,
  account: string,
  description: string,
  chance: number,
  minDollars: number,
  maxDollars: number,
): Line[] {
  if (!day.rng.chance(chance)) return [];
  return [{ account, description, cents: -day.rng.centsFromDollars(minDollars, maxDollars) }];
}

/** A scheduled line: `cents` in the bank's sign. */
export const scheduledLine = (account: string, description: string, cents: number): Line => ({
  account,
  description,
  cents,
  scheduled: true,
});
