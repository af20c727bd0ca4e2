import type { IsoDate } from '@tourniquet/domain';
import { printedCategory, printedMerchant } from './noise';
import { Household } from '../../kit/household';
import { createRng } from '../../kit/random';
import { WINDOW_END, WINDOW_START } from './schedule';
import type { Rng } from '../../kit/random';
import type { AccountType, ExportStyle, FeeKind, Row, RowInput, SeriesSpec } from './types';

export interface Account {
  file: string;
  type: AccountType;
  style: ExportStyle;
  /** Card exports list newest first, checking oldest first, as the banks' own downloads do. */
  order: 'asc' | 'desc';
  rows: Row[];
}

/** What a series line looks like, given its date and its index in the series. */
export type SeriesLine = Omit<RowInput, 'date' | 'amountCents'>;

export interface SeriesInput extends Omit<SeriesSpec, 'traps'> {
  traps?: string[];
  dates: readonly IsoDate[];
  /** 'out' prints negative amounts (money out), 'in' positive. */
  direction: 'out' | 'in';
  /** Magnitude in cents for the i-th charge. */
  amountCents: (date: IsoDate, index: number) => number;
  line: (date: IsoDate, index: number) => SeriesLine;
}

/**
 * This set's way of writing a household: every line gets the aggregator's noise (noise.ts) and its traps
 * (counted in summary.json), then goes into the kit's household builder, which writes the files and labels.
 */
export class HouseholdBuilder {
  readonly rng: Rng;
  readonly accounts: Account[] = [];
  readonly series: SeriesSpec[] = [];
  private readonly household: Household;
  private seq = 0;

  constructor(
    seed: number,
    readonly notes: string,
  ) {
    this.rng = createRng(seed);
    this.household = new Household('', notes, { window: { from: WINDOW_START, to: WINDOW_END } });
  }

  account(file: string, type: AccountType, style: ExportStyle, order: 'asc' | 'desc'): string {
    this.accounts.push({ file, type, style, order, rows: [] });
    return this.household.account(file, type, { newestFirst: order === 'desc' });
  }

  /** The statement files (newest first for card exports) and labels.json. */
  build() {
    return this.household.build();
  }

  row(file: string, input: RowInput, tags: { seriesId?: string; feeKind?: FeeKind } = {}): void {
    const account = this.accounts.find((a) => a.file === file);
    if (!account) throw new Error(`Unknown account ${file}`);
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents === 0) {
      throw new RangeError(`Bad amount ${input.amountCents} for ${input.description}`);
    }
    const row: Row = {
      ...input,
      seq: this.seq++,
      printedMerchant: printedMerchant(this.rng, input),
      printedCategory: printedCategory(this.rng, account.style, input),
      ...tags,
    };
    account.rows.push(row);
    this.household.add(file, row.date, row.description, row.amountCents, {
      merchant: row.printedMerchant,
      category: row.printedCategory,
      ...(tags.seriesId && { series: tags.seriesId }),
      ...(tags.feeKind && { fee: tags.feeKind }),
    });
  }

  /** A bank fee: always money out, labelled with its kind for the fee radar. */
  fee(file: string, kind: FeeKind, input: Omit<RowInput, 'amountCents'> & { cents: number }): void {
    const { cents, ...rest } = input;
    // A fee line names the bank or nothing: aggregators do not invent a shop for it.
    const merchantExact = rest.merchantExact ?? (this.rng.chance(0.5) ? rest.merchant : '');
    this.row(file, { ...rest, merchantExact, amountCents: -cents }, { feeKind: kind });
  }

  addSeries(input: SeriesInput): void {
    const { id, file, cadence, kind, fixed, active } = input;
    if (this.series.some((s) => s.id === id)) throw new Error(`Duplicate series id ${id}`);
    this.series.push({ id, file, cadence, kind, fixed, active, traps: input.traps ?? [] });
    this.household.defineSeries(id, file, cadence, kind, fixed, active);
    input.dates.forEach((date, index) => {
      const magnitude = input.amountCents(date, index);
      const amountCents = input.direction === 'out' ? -magnitude : magnitude;
      this.row(file, { ...input.line(date, index), date, amountCents }, { seriesId: id });
    });
  }
}
