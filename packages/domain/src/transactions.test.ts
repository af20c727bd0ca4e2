import { describe, expect, it } from 'vitest';
import {
  NO_CATEGORY_FILTER,
  transactionFilterSchema,
  transactionQueryString,
  TRANSACTION_PAGE_DEFAULT_LIMIT,
} from './transactions';

const parse = (query: Record<string, unknown>) => transactionFilterSchema.safeParse(query);
const messages = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('transactionFilterSchema', () => {
  it('defaults the limit and leaves everything else out', () => {
    expect(parse({})).toEqual({ success: true, data: { limit: TRANSACTION_PAGE_DEFAULT_LIMIT } });
  });

  it('parses a full query string', () => {
    const result = parse({
      from: '2026-01-01',
      to: '2026-01-31',
      accountIds: 'a, b,,c',
      transactionIds: 'tx1',
      merchant: '  Netflix ',
      category: NO_CATEGORY_FILTER,
      type: 'income',
      cursor: 'abc',
      limit: '200',
    });
    expect(result.data).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      accountIds: ['a', 'b', 'c'],
      transactionIds: ['tx1'],
      merchant: 'Netflix',
      category: '__none__',
      type: 'income',
      cursor: 'abc',
      limit: 200,
    });
  });

  it('treats blank text and empty lists as not given', () => {
    expect(parse({ merchant: '   ', accountIds: ' , ', category: '' }).data).toEqual({ limit: 50 });
  });

  it('accepts from equal to to, rejects from after to on the to field', () => {
    expect(parse({ from: '2026-02-01', to: '2026-02-01' }).success).toBe(true);
    expect(messages({ from: '2026-02-02', to: '2026-02-01' })).toEqual(['to: To must be on or after From']);
  });

  it.each([
    [{ from: '2026-02-30' }, 'from: From must be a valid date (YYYY-MM-DD)'],
    [{ to: '11/21/26' }, 'to: To must be a valid date (YYYY-MM-DD)'],
    [{ limit: '0' }, 'limit: Limit must be at least 1'],
    [{ limit: '201' }, 'limit: Limit must be at most 200'],
    [{ limit: '2.5' }, 'limit: Limit must be a whole number'],
    [{ limit: 'ten' }, 'limit: Limit must be a number'],
    [{ type: 'refund' }, 'type: Type must be income or expense'],
    [{ merchant: 'x'.repeat(101) }, 'merchant: Merchant must be at most 100 characters'],
    [
      { accountIds: Array.from({ length: 501 }, (_, i) => `a${i}`).join(',') },
      'accountIds: Accounts may list at most 500 ids',
    ],
  ])('%j -> %s', (query, message) => expect(messages(query)).toEqual([message]));
});

describe('transactionQueryString', () => {
  it('joins lists, trims the merchant and leaves empty values out', () => {
    const query = transactionQueryString(
      {
        from: '2026-01-01',
        accountIds: ['a', 'b'],
        transactionIds: [],
        merchant: ' Net flix ',
        category: undefined,
      },
      { cursor: 'c1', limit: 25 },
    );
    expect(query).toBe('from=2026-01-01&accountIds=a%2Cb&merchant=Net+flix&cursor=c1&limit=25');
  });

  it('passes comma-joined lists through and drops a null account list (all accounts)', () => {
    expect(transactionQueryString({ accountIds: null, transactionIds: 'x,y', type: 'expense' })).toBe(
      'transactionIds=x%2Cy&type=expense',
    );
  });

  it('round-trips through the schema', () => {
    const filter = {
      from: '2026-03-01',
      to: '2026-03-31',
      accountIds: ['a1'],
      category: 'Shops',
      type: 'expense' as const,
    };
    const parsed = parse(Object.fromEntries(new URLSearchParams(transactionQueryString(filter))));
    expect(parsed.data).toEqual({ ...filter, limit: 50 });
  });
});
