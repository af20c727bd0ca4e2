import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountDto, FileAccount } from '@tourniquet/domain/contracts';
import { NEW, SKIP } from '../lib/account-routes.ts';
import { AccountRouting } from './account-routing.tsx';

const accounts: FileAccount[] = [
  { index: 0, accountId: 'CHK-0417', mask: '0417', type: 'CHECKING', rows: 1 },
  { index: 1, accountId: 'VISA-7788', mask: '7788', type: 'CREDITCARD', rows: 2 },
];
const existing = [
  { id: 'acc-1', accountName: 'Everyday', nickname: null, institutionName: 'Manual' },
] as unknown as AccountDto[];

afterEach(cleanup);

describe('AccountRouting', () => {
  it('offers a new account, an existing one or skipping for each account of the file', () => {
    const onChange = vi.fn();
    render(
      <AccountRouting
        accounts={accounts}
        routes={['acc-1', NEW]}
        existing={existing}
        draft={null}
        disabled={false}
        onChange={onChange}
      />,
    );
    const cardSelect = screen.getByLabelText(/Credit card · ending 7788/) as HTMLSelectElement;
    expect(cardSelect.value).toBe(NEW);
    expect([...cardSelect.options].map((o) => o.textContent)).toEqual([
      'New account: Credit card · ending 7788',
      'Everyday · Manual',
      'Skip: do not import it',
    ]);
    fireEvent.change(cardSelect, { target: { value: SKIP } });
    expect(onChange).toHaveBeenLastCalledWith(['acc-1', SKIP]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what is wrong when two accounts of the file go into one', () => {
    render(
      <AccountRouting
        accounts={accounts}
        routes={['acc-1', 'acc-1']}
        existing={existing}
        draft={null}
        disabled={false}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/same account/);
  });
});
