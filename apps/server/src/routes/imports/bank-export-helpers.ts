import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// Shared by the bank-exports-*.routes.test.ts files. Real-looking exports of US banks and card issuers
// (apps/server/src/import/fixtures), sent through POST /api/accounts/:id/import exactly as an outside tool would:
// the file as the body, nothing in the query.
// Stored amounts follow the product convention: positive = money out, negative = money in.

export type Row = [date: string, cents: number, description: string];

export interface BankExport {
  file: string;
  contentType: string;
  format: string;
  /** Header names (or 0-based indexes for a file without a header) of the columns found; null for OFX/QIF. */
  mapping: Record<string, string | number> | null;
  dateFormat: string;
  amountSign: 'positive-in' | 'positive-out';
  amountSignSource: 'given' | 'detected' | 'default';
  imported: number;
  /** Balance, total, section and opening-balance lines left out on purpose. */
  skipped: number;
  /** How many stored rows are money out (positive) and money in (negative). */
  out: number;
  in: number;
  pending?: number;
  /** Rows that must be stored exactly so: at least one each way. */
  rows: Row[];
}

export const CSV = 'text/csv';
export const OFX = 'application/x-ofx';
export const QIF = 'application/qif';

export function fixture(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(new URL(`../../import/fixtures/${name}`, import.meta.url)));
}

export interface StoredRow {
  date: string;
  amountCents: number;
  description: string;
  pending: boolean;
}

/** Opens a test app with one verified user for the enclosing describe, and the calls its tests make. */
export function useImportContext() {
  let ctx: TestContext;
  let client: TestClient;

  async function newAccount(name: string, type: 'depository' | 'credit' = 'depository'): Promise<string> {
    const created = await client.post('/api/accounts/manual', {
      name,
      type,
      subtype: type === 'credit' ? 'credit card' : 'checking',
    });
    expect(created.status).toBe(201);
    return (created.json.account as unknown as { id: string }).id;
  }

  async function send(accountId: string, body: Uint8Array<ArrayBuffer>, contentType: string, query = '') {
    const res = await client.raw(`/api/accounts/${accountId}/import${query}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  async function stored(accountId: string): Promise<StoredRow[]> {
    const res = await client.get(`/api/transactions?accountIds=${accountId}&limit=200`);
    expect(res.status).toBe(200);
    return (res.json.transactions as unknown as StoredRow[]).map(
      ({ date, amountCents, description, pending }) => ({ date, amountCents, description, pending }),
    );
  }

  /** The detected columns by header name (or index when the file has no header). */
  function mappingNames(preview: Record<string, unknown>): Record<string, string | number> | null {
    const mapping = preview.mapping as Record<string, number | null> | null;
    if (mapping === null) return null;
    const headers = preview.headers as string[];
    const named: Record<string, string | number> = {};
    for (const [key, index] of Object.entries(mapping)) {
      if (index !== null) named[key] = headers.length > 0 ? headers[index]! : index;
    }
    return named;
  }

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2025-04-15' });
    client = (await createVerifiedUser(ctx)).client;
  });
  afterAll(() => ctx.close());

  return {
    get client(): TestClient {
      return client;
    },
    newAccount,
    send,
    stored,
    mappingNames,
  };
}

export type ImportContext = ReturnType<typeof useImportContext>;

/** The round trip every export goes through: preview, import, stored signs, re-import adds nothing. */
export function itImportsEach(api: ImportContext, exports: BankExport[]): void {
  const { newAccount, send, stored, mappingNames } = api;

  it.each(exports)('$file: preview, import, stored signs, re-import adds nothing', async (bank) => {
    const accountId = await newAccount(bank.file);
    const body = fixture(bank.file);

    const preview = await send(accountId, body, bank.contentType, '?preview=1');
    expect(preview.status).toBe(200);
    expect(mappingNames(preview.json)).toEqual(bank.mapping);
    expect(preview.json).toMatchObject({
      format: bank.format,
      dateFormat: bank.dateFormat,
      dateFormatAmbiguous: false,
      amountSign: bank.amountSign,
      amountSignSource: bank.amountSignSource,
      totalRows: bank.imported,
      skipped: bank.skipped,
      rejected: [],
    });
    expect(await stored(accountId)).toEqual([]);

    const imported = await send(accountId, body, bank.contentType);
    expect(imported.status).toBe(200);
    expect(imported.json).toMatchObject({ imported: bank.imported, duplicates: 0, rejected: [] });
    expect(imported.json.batchId).toEqual(expect.any(String));

    const rows = await stored(accountId);
    expect(rows).toHaveLength(bank.imported);
    expect(rows.filter((row) => row.amountCents > 0)).toHaveLength(bank.out);
    expect(rows.filter((row) => row.amountCents < 0)).toHaveLength(bank.in);
    expect(rows.filter((row) => row.pending)).toHaveLength(bank.pending ?? 0);
    for (const [date, amountCents, description] of bank.rows) {
      expect(rows).toContainEqual(expect.objectContaining({ date, amountCents, description }));
    }
    // Balance, total and section lines never become transactions.
    expect(
      rows.filter((row) => /\b(beginning|ending|opening) balance\b|^total\b/i.test(row.description)),
    ).toEqual([]);

    const again = await send(accountId, body, bank.contentType);
    expect(again.json).toMatchObject({ imported: 0, duplicates: bank.imported, rejected: [] });
    expect(await stored(accountId)).toHaveLength(bank.imported);
  });
}
