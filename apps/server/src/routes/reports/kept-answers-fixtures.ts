import { expect } from 'vitest';
import type { TestClient } from '../../testing/test-client.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import { patch } from '../transactions/transaction-fixtures.ts';

/** Pay and two purchases over two months: what the kept-answer tests start each user with. */
export const KEPT_ANSWERS_STATEMENT = [
  'Date,Description,Amount',
  '11/03/2026,PAYROLL ACME,1500.00',
  '11/02/2026,CORNER GROCERY,-120.00',
  '10/01/2026,CITY TRANSIT,-30.00',
].join('\n');

/** Imports the statement into a new checking account of `client`'s user; returns that account's id. */
export async function importCheckingStatement(client: TestClient, name = 'Checking'): Promise<string> {
  const { accountId, response } = await importIntoNewManualAccount(
    client,
    { name, type: 'asset', subtype: 'checking' },
    KEPT_ANSWERS_STATEMENT,
  );
  expect(response.status, response.text).toBe(200);
  return accountId;
}

/** Edits the grocery purchase's date and amount (a string as the edit form sends it, e.g. '-170.00'). */
export async function editGrocery(client: TestClient, accountId: string, date: string, amount: string) {
  const rows = (await client.get('/api/transactions')).json.transactions as unknown as {
    id: string;
    description: string;
  }[];
  const grocery = rows.find((r) => r.description.includes('GROCERY'))!;
  const edited = await patch(client, grocery.id, {
    date,
    accountId,
    merchantName: 'Corner Grocery',
    description: 'CORNER GROCERY',
    category: 'Shops',
    amount,
  });
  expect(edited.status, edited.text).toBe(200);
}
