import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTO_SETTINGS, type ImportPreview } from '../api/import-types.ts';
import type { PreviewState } from '../hooks/use-statement-preview.ts';
import { peekText } from '../lib/file-peek.ts';
import { mustChooseDateFormat, PreviewStep } from './preview-step.tsx';

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
    expect(rows[1]!.textContent).toMatch(/SAFEWAY #1234.*-\$42\.10.*Money out/);
    expect(rows[2]!.textContent).toMatch(/ACME CORP PAYROLL.*\+\$2,500\.00.*Money in/);
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
});
