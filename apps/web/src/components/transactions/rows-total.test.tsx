import { cleanup, render, screen } from '@testing-library/react';
import type { TransactionDto } from '@tourniquet/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { RowsTotal, rowsTotal } from './rows-total.tsx';

const row = (amountCents: number) => ({ amountCents }) as TransactionDto;
afterEach(cleanup);

describe('RowsTotal', () => {
  const rows = [row(426_903), row(-376_903), row(1_000), row(-500)];

  it('adds money in and money out apart', () => {
    expect(rowsTotal(rows)).toEqual({ inCents: 377_403, outCents: 427_903 });
    render(<RowsTotal rows={rows} kind="in-out" complete />);
    expect(screen.getByTestId('rows-total').textContent).toBe('4 transactions: $3,774.03 in, $4,279.03 out');
  });

  it('nets refunds off spending, and spending off earnings', () => {
    render(<RowsTotal rows={[row(5_000), row(-1_250)]} kind="spending" complete />);
    expect(screen.getByTestId('rows-total').textContent).toBe('2 transactions: $37.50 in all');
    cleanup();
    render(<RowsTotal rows={[row(-250_000), row(1_000)]} kind="earnings" complete />);
    expect(screen.getByTestId('rows-total').textContent).toBe('2 transactions: $2,490.00 in all');
  });

  it('gives no total until every page is loaded', () => {
    render(<RowsTotal rows={rows} kind="in-out" complete={false} />);
    expect(screen.queryByTestId('rows-total')).toBeNull();
    expect(screen.getByText(/Showing 4 transactions so far/)).toBeTruthy();
  });
});
