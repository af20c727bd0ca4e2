import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleCMappingOf, type TransactionDto } from '@tourniquet/domain';
import type { ReviewResponse, ScheduleC } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { listAll } from '../transactions/transaction-fixtures.ts';

/**
 * A labelled sole proprietor's year (packages/labelled-statements/sets/business-N) through the API: the
 * statements imported as the banks export them, the business account marked business and every card row
 * marked as labelled; the suggested business categories are scored against the labels (share of business
 * rows whose suggestion lands on the labelled Schedule C line, overall and by line), then every business row
 * takes its labelled category and the Schedule C must equal the set's hand-summed table to the cent.
 */

interface Label {
  file: string;
  date: string;
  description: string;
  /** Bank sign: negative = money out. */
  cents: number;
  use: 'business' | 'personal' | 'moved';
  category: string | null;
  line: string | null;
}

export interface LabelledBusinessSet {
  /** The set's folder name under packages/labelled-statements/sets. */
  set: string;
  /** Each statement file and the account it is imported into; `business` marks the account business. */
  statements: { file: string; account: { name: string; type: string; subtype: string }; business: boolean }[];
}

const SUGGESTION_TARGET = 0.85;
const AFTER_REVIEW_TARGET = 0.97;
const ANSWERS = 25;

const lineOf = (category: string | null) => (category ? (scheduleCMappingOf(category)?.line ?? null) : null);

/** Net profit of a Schedule C table: gross receipts and other income less cost of goods sold and expenses. */
function netOf(table: readonly { line: string; deductibleCents: number }[]): number {
  return table.reduce(
    (net, l) => net + (l.line === '1' || l.line === '6' ? l.deductibleCents : -l.deductibleCents),
    0,
  );
}

export function describeLabelledBusinessSet({ set, statements }: LabelledBusinessSet): void {
  const folder = new URL(`../../../../../packages/labelled-statements/sets/${set}/`, import.meta.url);
  const read = (file: string) => readFileSync(new URL(file, folder), 'utf8');
  const labels = JSON.parse(read('labels.json')) as Label[];
  const expected = read('schedule-c-expected.csv')
    .trim()
    .split('\n')
    .slice(1)
    .map((text) => {
      const [line, amount, deductible] = text.split(',');
      return { line: line!, amountCents: Number(amount), deductibleCents: Number(deductible) };
    });

  describe(`${set}: a sole proprietor’s labelled year through the API`, () => {
    let ctx: TestContext;
    let client: TestClient;
    const accountOf = new Map<string, string>();
    /** Each label with the stored row it became. */
    let matched: { label: Label; row: TransactionDto }[] = [];
    const patch = (id: string, body: unknown) => client.request('PATCH', `/api/transactions/${id}`, body);
    const scheduleC = async () => {
      const res = await client.get('/api/business/schedule-c?year=2026');
      expect(res.status, res.text).toBe(200);
      return res.json as unknown as ScheduleC;
    };
    const stored = async () => {
      const rows = await listAll(client, {}, 200);
      return matched.map(({ label, row }) => ({ label, row: rows.find((r) => r.id === row.id)! }));
    };

    beforeAll(async () => {
      ctx = await createTestContext({ today: '2026-11-30', env: { RATE_LIMIT_MULTIPLIER: '100' } });
      ({ client } = await createVerifiedUser(ctx));
      for (const { file, account, business } of statements) {
        const imported = await importIntoNewManualAccount(client, account, read(file));
        expect(imported.response.status, imported.response.text).toBe(200);
        accountOf.set(file, imported.accountId);
        if (!business) continue;
        const marked = await client.request('PATCH', `/api/accounts/${imported.accountId}`, {
          accountTypeCustom: 'business',
        });
        expect(marked.status, marked.text).toBe(200);
      }
      // Map every label to its stored row: same account, date and amount, the description when several agree.
      const rows = await listAll(client, {}, 200);
      const unused = new Set(rows.map((r) => r.id));
      for (const label of labels) {
        const candidates = rows.filter(
          (r) =>
            unused.has(r.id) &&
            r.accountId === accountOf.get(label.file) &&
            r.date === label.date &&
            r.amountCents === -label.cents,
        );
        const row = candidates.find((r) => r.description === label.description) ?? candidates[0];
        if (!row) throw new Error(`no stored row for ${label.date} ${label.description} ${label.cents}`);
        unused.delete(row.id);
        matched.push({ label, row });
      }
      expect(unused.size).toBe(0);
    });
    afterAll(() => ctx.close());

    it('suggests the right Schedule C line for most business rows, once they are marked business', async () => {
      for (const { label, row } of matched) {
        const wanted = label.use === 'personal' ? 'personal' : 'business';
        if (row.businessUse === wanted || label.use === 'moved') continue;
        const res = await patch(row.id, { businessUse: wanted });
        expect(res.status, res.text).toBe(200);
      }
      // The books suggest categories for rows that have none yet: their Schedule C before any answer.
      const suggestedNet = (await scheduleC()).netProfitCents;
      matched = await stored();
      const business = matched.filter(({ label }) => label.use === 'business');
      const misses = business.filter(({ label, row }) => lineOf(row.businessCategory) !== label.line);
      const share = (business.length - misses.length) / business.length;
      const byLine = new Map<string, { rows: number; right: number }>();
      for (const { label, row } of business) {
        const tally = byLine.get(label.line ?? 'none') ?? { rows: 0, right: 0 };
        tally.rows++;
        if (lineOf(row.businessCategory) === label.line) tally.right++;
        byLine.set(label.line ?? 'none', tally);
      }
      console.log(
        `${set}: suggested business category on the right Schedule C line for ` +
          `${business.length - misses.length}/${business.length} business rows (${(share * 100).toFixed(1)}%); ` +
          `by line: ${[...byLine].map(([line, t]) => `${line} ${t.right}/${t.rows}`).join(', ')}; ` +
          `net profit from the suggestions ${suggestedNet} against ${netOf(expected)} ` +
          `(${((Math.abs(suggestedNet - netOf(expected)) / Math.abs(netOf(expected))) * 100).toFixed(2)}% off)`,
      );
      for (const { label, row } of misses) {
        console.log(
          `  miss: ${label.description} [${row.personalCategory?.detailed ?? 'no personal category'}] -> ` +
            `${row.businessCategory} (labelled ${label.category})`,
        );
      }
      for (const { label, row } of matched) {
        if (label.use === 'personal') expect(row.businessUse, label.description).toBe('personal');
      }
      expect(share).toBeGreaterThanOrEqual(SUGGESTION_TARGET);
    });

    it('reaches 97% of business rows on the right line, and net profit within 1%, after at most 25 answers from the review inbox', async () => {
      const labelOf = new Map(matched.map(({ label, row }) => [row.id, label]));
      let answers = 0;
      for (; answers < ANSWERS; answers++) {
        const res = await client.get('/api/review?scope=business&limit=1');
        expect(res.status, res.text).toBe(200);
        const [item] = (res.json as unknown as ReviewResponse).items;
        if (!item) break;
        const label = labelOf.get(item.transactionId)!;
        // The owner's answer is the label: business with its category, personal, or money moved (on no line).
        const answer =
          label.use === 'personal'
            ? { businessUse: 'personal' }
            : { businessUse: 'business', businessCategory: label.use === 'moved' ? null : label.category };
        const posted = await client.post(`/api/review/${item.transactionId}`, {
          ...answer,
          applyToSimilar: true,
        });
        expect(posted.status, posted.text).toBe(200);
      }
      matched = await stored();
      const business = matched.filter(({ label }) => label.use === 'business');
      const right = business.filter(({ label, row }) => lineOf(row.businessCategory) === label.line).length;
      const report = await scheduleC();
      const netTruth = netOf(expected);
      const off = Math.abs(report.netProfitCents - netTruth) / Math.abs(netTruth);
      console.log(
        `${set}: after ${answers} review answers ${right}/${business.length} business rows on the right line ` +
          `(${((right / business.length) * 100).toFixed(1)}%); net profit ${report.netProfitCents} against ` +
          `${netTruth} (${(off * 100).toFixed(2)}% off)`,
      );
      expect(right / business.length).toBeGreaterThanOrEqual(AFTER_REVIEW_TARGET);
      expect(off).toBeLessThanOrEqual(0.01);
    });

    it('adds up to the hand-summed Schedule C to the cent once every business row carries its category', async () => {
      for (const { label, row } of matched) {
        if (label.use !== 'business' || row.businessCategory === label.category) continue;
        const res = await patch(row.id, { businessCategory: label.category });
        expect(res.status, res.text).toBe(200);
      }
      matched = await stored();
      for (const { label, row } of matched.filter((m) => m.label.use === 'business')) {
        expect(row.businessCategory, `${label.date} ${label.description}`).toBe(label.category);
      }
      const report = await scheduleC();
      const onLines = report.lines
        .filter((l) => l.amountCents !== 0)
        .map(({ line, amountCents, deductibleCents }) => ({ line, amountCents, deductibleCents }));
      expect(onLines).toEqual(expected);
      const deductible = (line: string) => expected.find((l) => l.line === line)?.deductibleCents ?? 0;
      const expenses = expected
        .filter((l) => !['1', '4', '6'].includes(l.line))
        .reduce((sum, l) => sum + l.deductibleCents, 0);
      expect(report).toMatchObject({
        year: 2026,
        grossReceiptsCents: deductible('1'),
        otherIncomeCents: deductible('6'),
        costOfGoodsSoldCents: deductible('4'),
        totalExpensesCents: expenses,
        netProfitCents: deductible('1') + deductible('6') - deductible('4') - expenses,
      });
      console.log(
        `${set} Schedule C: gross receipts ${report.grossReceiptsCents}, total expenses ` +
          `${report.totalExpensesCents}, net profit ${report.netProfitCents} (cents)`,
      );
    });
  });
}
