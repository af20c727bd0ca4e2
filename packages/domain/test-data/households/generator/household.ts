import type { IsoDate } from '../../../src/dates';
import { printedCategory, printedMerchant } from './noise';
import { createRng } from './prng';
import type { Rng } from './prng';
import type {
  AccountType,
  Cadence,
  ExportStyle,
  FeeKind,
  Row,
  RowInput,
  SeriesKind,
  SeriesSpec,
} from './types';

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

export interface SeriesInput {
  id: string;
  file: string;
  cadence: Cadence;
  kind: SeriesKind;
  fixed: boolean;
  active: boolean;
  traps?: string[];
  dates: readonly IsoDate[];
  /** 'out' prints negative amounts (money out), 'in' positive. */
  direction: 'out' | 'in';
  /** Magnitude in cents for the i-th charge. */
  amountCents: (date: IsoDate, index: number) => number;
  line: (date: IsoDate, index: number) => SeriesLine;
}

/** Collects one household's statement lines, its series and its fees, in a deterministic order. */
export class HouseholdBuilder {
  readonly rng: Rng;
  readonly accounts: Account[] = [];
  readonly series: SeriesSpec[] = [];
  private seq = 0;

  constructor(
    seed: number,
    readonly notes: string,
  ) {
    this.rng = createRng(seed);
  }

  account(file: string, type: AccountType, style: ExportStyle, order: 'asc' | 'desc'): string {
    this.accounts.push({ file, type, style, order, rows: [] });
    return file;
  }

  row(file: string, input: RowInput, tags: { seriesId?: string; feeKind?: FeeKind } = {}): void {
    const account = this.accounts.find((a) => a.file === file);
    if (!account) throw new Error(`Unknown account ${file}`);
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents === 0) {
      throw new RangeError(`Bad amount ${input.amountCents} for ${input.description}`);
    }
    account.rows.push({
      ...input,
      seq: this.seq++,
      printedMerchant: printedMerchant(this.rng, input),
      printedCategory: printedCategory(this.rng, account.style, input),
      ...tags,
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
    input.dates.forEach((date, index) => {
      const magnitude = input.amountCents(date, index);
      const amountCents = input.direction === 'out' ? -magnitude : magnitude;
      this.row(file, { ...input.line(date, index), date, amountCents }, { seriesId: id });
    });
  }
}
