import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreviewState } from '../hooks/use-statement-preview.ts';
import { peekText } from '../lib/file-peek.ts';
import { mustChooseAccount, mustChooseDateFormat, PreviewStep } from './preview-step.tsx';
import type { ImportPreview } from '@tourniquet/domain/contracts';
import { AUTO_SETTINGS } from '../api/import-settings.ts';

const FILE =
  'Date,Description,Amount\n03/04/2025,SAFEWAY #1234,-42.10\n05/06/2025,ACME CORP PAYROLL,2500.00\n';

const CSV: ImportPreview = {
  format: 'csv',
  encoding: 'utf-8',
  headerLine: 1,
  headers: ['Date', 'Description', 'Amount'],
  mapping: { date: 0, description: 1, merchant: null, amount: 2, debit: null, credit: null, category: null },
  dateFormat: 'MM/DD/YYYY',
  dateFormatAmbiguous: true,
  dateFormatCandidates: ['MM/DD/YYYY', 'DD/MM/YYYY'],
  amountSign: 'positive-in',
  amountSignSource: 'detected',
  rows: [
    {
      line: 2,
      date: '2025-03-04',
      description: 'SAFEWAY #1234',
      merchantName: null,
      category: null,
      personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' },
      amountCents: 4210,
      importId: 'a#1',
      pending: false,
    },
    {
      line: 3,
      date: '2025-05-06',
      description: 'ACME CORP PAYROLL',
      merchantName: null,
      category: 'Income',
      personalCategory: null,
      amountCents: -250000,
      importId: 'b#1',
      pending: false,
    },
  ],
  totalRows: 2,
  rejected: [{ line: 4, reason: 'Line 4: "13/45/2025" is not a date in MM/DD/YYYY format' }],
  skipped: 0,
};

const OFX: ImportPreview = {
  ...CSV,
  format: 'ofx',
  headerLine: null,
  headers: [],
  mapping: null,
  dateFormat: null,
  dateFormatAmbiguous: false,
  dateFormatCandidates: [],
  rejected: [],
};

function state(preview: ImportPreview, settings = AUTO_SETTINGS): PreviewState {
  return { preview, settings, peek: peekText(FILE, preview.format, 1), loading: false, error: null };
}

afterEach(cleanup);

describe('PreviewStep', () => {
  it('asks how to read ambiguous dates, with the file’s own example, before the import may start', () => {
    const onChange = vi.fn();
    render(<PreviewStep state={state(CSV)} fileName="bank.csv" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'How should the dates be read?' });
    expect(within(group).getByText('03/04/2025 is March 4 or April 3?')).toBeTruthy();
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([false, false]);
    expect(mustChooseDateFormat(state(CSV))).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: /03\/04\/2025 is April 3, 2025/ }));
    expect(onChange).toHaveBeenCalledWith({ ...AUTO_SETTINGS, dateFormat: 'DD/MM/YYYY' });
    expect(mustChooseDateFormat(state(CSV, { ...AUTO_SETTINGS, dateFormat: 'DD/MM/YYYY' }))).toBe(false);
  });

  it('shows the rows as stored, money in and out in words, and the rejected lines', () => {
    render(<PreviewStep state={state(CSV)} fileName="bank.csv" onChange={vi.fn()} />);
    const rows = within(screen.getByRole('table', { name: '2 transactions' })).getAllByRole('row');
    expect(rows[1]!.textContent).toMatch(/SAFEWAY #1234.*Groceries.*-\$42\.10.*Money out/);
    // The category the import gives the row, never the file's own word ("Income").
    expect(rows[2]!.textContent).toMatch(/ACME CORP PAYROLL.*Uncategorized.*\+\$2,500\.00.*Money in/);
    expect(rows[2]!.textContent).not.toContain('Income');
    expect(screen.getByText('Line 4: "13/45/2025" is not a date in MM/DD/YYYY format')).toBeTruthy();
  });

  it('changing a column sends the whole mapping; switching to debit/credit moves the amount column', () => {
    const onChange = vi.fn();
    render(<PreviewStep state={state(CSV)} fileName="bank.csv" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Merchant or payee'), { target: { value: '1' } });
    expect(onChange).toHaveBeenLastCalledWith({
      ...AUTO_SETTINGS,
      mapping: { ...CSV.mapping!, merchant: 1 },
    });
    fireEvent.click(screen.getByRole('radio', { name: /Debit and credit columns/ }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...AUTO_SETTINGS,
      mapping: { ...CSV.mapping!, amount: null, debit: 2, credit: null },
    });
    fireEvent.click(screen.getByRole('radio', { name: /Positive amounts are money out/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...AUTO_SETTINGS, amountSign: 'positive-out' });
  });

  it('asks to check the sign when nothing in the file said it, and stops asking once chosen', () => {
    const assumed: ImportPreview = { ...CSV, amountSignSource: 'default' };
    const { rerender } = render(
      <PreviewStep state={state(assumed)} fileName="amex.csv" onChange={vi.fn()} />,
    );
    expect(screen.getByRole('note').textContent).toContain(
      'Nothing in this file says which way its amounts go',
    );
    rerender(
      <PreviewStep
        state={state(assumed, { ...AUTO_SETTINGS, amountSign: 'positive-out' })}
        fileName="amex.csv"
        onChange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    rerender(<PreviewStep state={state(CSV)} fileName="chase.csv" onChange={vi.fn()} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('leaves columns, date format and sign to an OFX file itself', () => {
    render(<PreviewStep state={state(OFX)} fileName="card.ofx" onChange={vi.fn()} />);
    expect(screen.getByRole('table', { name: '2 transactions' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText('How the file is read')).toBeNull();
  });

  it('says which column and date it took and why, and the decimal mark, which the user can change', () => {
    const onChange = vi.fn();
    const told: ImportPreview = {
      ...CSV,
      columnChoices: { amount: { column: 'Net', index: 2, reason: 'header "Net"' } },
      dateSource: '"Transaction Date" (the transaction date where a file has two)',
      decimalSeparator: 'comma',
      decimalSeparatorSource: 'detected',
    };
    render(<PreviewStep state={state(told)} fileName="paypal.csv" onChange={onChange} />);
    expect(screen.getByRole('list', { name: 'Columns used' }).textContent).toBe(
      'Amount: “Net” (header "Net")',
    );
    expect(screen.getByText(/Dates are read from "Transaction Date"/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Point: 1,234\.56/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...AUTO_SETTINGS, decimal: 'point' });
  });

  it('lists the accounts of a multi-account file and imports only once one is chosen', () => {
    const onChange = vi.fn();
    const several: ImportPreview = {
      ...OFX,
      accountIndex: null,
      accounts: [
        { index: 0, accountId: 'CHK-0417', mask: '0417', type: 'CHECKING', rows: 1 },
        { index: 1, accountId: 'SAV-0988', mask: '0988', type: 'SAVINGS', rows: 1 },
      ],
    };
    render(<PreviewStep state={state(several)} fileName="two.ofx" onChange={onChange} />);
    expect(mustChooseAccount(state(several))).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /SAVINGS · ending 0988/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...AUTO_SETTINGS, account: '1' });
    expect(mustChooseAccount(state(several, { ...AUTO_SETTINGS, account: '1' }))).toBe(false);
  });

  it('offers the posting date where the file has two dates, sending it as the date column', () => {
    const onChange = vi.fn();
    const twoDates: ImportPreview = {
      ...CSV,
      headers: ['Transaction Date', 'Posted Date', 'Description', 'Amount'],
      mapping: { ...CSV.mapping!, date: 0, description: 2, amount: 3 },
      columnChoices: { date: { column: 'Transaction Date', index: 0, reason: 'header "Transaction Date"' } },
      otherDate: { column: 'Posted Date', index: 1, reason: 'the other date' },
      dateFormatAmbiguous: false,
      dateFormatCandidates: ['MM/DD/YYYY'],
    };
    render(<PreviewStep state={state(twoDates)} fileName="card.csv" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Which date each transaction gets' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([
      ['0', true],
      ['1', false],
    ]);
    fireEvent.click(within(group).getByRole('radio', { name: 'Posted Date' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...AUTO_SETTINGS,
      mapping: { ...twoDates.mapping!, date: 1 },
    });
  });
});
