import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AccountDto, FileAccount } from '@tourniquet/domain/contracts';
import { ApiError } from '../../../lib/api.ts';
import { AUTO_SETTINGS } from '../api/import-settings.ts';
import { NEW, SKIP } from '../lib/account-routes.ts';
import { useMultiImport } from './use-multi-import.ts';

const created: string[] = [];
const discarded: string[] = [];
const imports: { accountId: string; account: string | null | undefined }[] = [];

vi.mock('../api/create-statement-account.ts', () => ({
  createStatementAccount: (input: { name: string; kind: string }) => {
    const id = `made-${created.length + 1}`;
    created.push(`${input.name}/${input.kind}`);
    return Promise.resolve({ id, accountName: input.name, nickname: null });
  },
  discardStatementAccount: (id: string) => {
    discarded.push(id);
    return Promise.resolve();
  },
}));
vi.mock('../api/send-statement.ts', () => ({
  importStatement: (accountId: string, _file: File, settings: { account?: string | null }) => {
    imports.push({ accountId, account: settings.account });
    if (settings.account === '2') return Promise.reject(new ApiError(400, 'bad', 'Line 4: not a date'));
    return Promise.resolve({
      batchId: `b-${accountId}`,
      imported: 1,
      duplicates: 0,
      rejected: [],
      skipped: 0,
    });
  },
}));

const accounts: FileAccount[] = [
  { index: 0, accountId: 'CHK-0417', mask: '0417', type: 'CHECKING', rows: 1 },
  { index: 1, accountId: 'VISA-7788', mask: '7788', type: 'CREDITCARD', rows: 1 },
  { index: 2, name: 'Holiday fund', type: 'Bank', rows: 1 },
];
const mine = { id: 'acc-1', accountName: 'Everyday', nickname: null } as unknown as AccountDto;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('useMultiImport', () => {
  it('imports each routed account with its account=, making new accounts first, skipping the skipped', async () => {
    const { result } = renderHook(() => useMultiImport(), { wrapper });
    const file = new File(['x'], 'two.ofx');
    await act(() =>
      result.current.start({
        file,
        settings: AUTO_SETTINGS,
        accounts: accounts.slice(0, 2).concat({ ...accounts[2]!, rows: 0 }),
        routes: ['acc-1', NEW, SKIP],
        existing: [mine],
        draft: null,
      }),
    );
    expect(imports).toEqual([
      { accountId: 'acc-1', account: '0' },
      { accountId: 'made-1', account: '1' },
    ]);
    expect(created).toEqual(['Credit card · ending 7788/credit-card']);
    expect(result.current.state).toMatchObject({
      phase: 'done',
      done: [{ into: 'Everyday' }, { into: expect.any(String) }],
    });
  });

  it('removes a new account whose import failed, keeping what went in before and saying which failed', async () => {
    created.length = 0;
    imports.length = 0;
    const { result } = renderHook(() => useMultiImport(), { wrapper });
    await act(() =>
      result.current.start({
        file: new File(['x'], 'three.qif'),
        settings: AUTO_SETTINGS,
        accounts,
        routes: [SKIP, NEW, NEW],
        existing: [],
        draft: null,
      }),
    );
    expect(created).toEqual(['Credit card · ending 7788/credit-card', 'Holiday fund/checking']);
    expect(discarded).toEqual(['made-2']);
    expect(result.current.state).toEqual({
      phase: 'failed',
      done: [expect.objectContaining({ from: 'Credit card · ending 7788' })],
      error: 'Holiday fund · Bank: Line 4: not a date',
    });
  });
});
