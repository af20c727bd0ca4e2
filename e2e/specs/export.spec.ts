import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { AccountResponse } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { expectToast } from '../support/pages.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { signUpVerifiedUser } from '../support/users.ts';

// Download my data on the Profile screen: the browser saves the server's zip, whose transactions.csv holds
// the user's rows in the import layout (so it could go straight back in).

const screen = useScreenBrowser();

/** The files of a zip archive by name (stored or deflated entries; sizes from the central directory). */
function unzip(zip: Buffer): Record<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    files[name] = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

describe('Download my data', () => {
  it('saves a zip whose transactions.csv holds the imported rows', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signUpVerifiedUser(page, screen.baseUrl);
    const headers = { Origin: screen.baseUrl };
    const created = await page.request.post('/api/accounts/manual', {
      headers,
      data: { name: 'Cash Envelope', type: 'depository', subtype: 'checking' },
    });
    expect(created.status()).toBe(201);
    const { account } = (await created.json()) as AccountResponse;
    const imported = await page.request.post(`/api/accounts/${account.id}/import`, {
      headers: { ...headers, 'Content-Type': 'text/csv' },
      data: 'Date,Description,Merchant,Amount,Category\r\n2026-11-02,FARMERS MARKET,,-23.50,Groceries\r\n2026-11-06,SIDE GIG INVOICE 42,Acme,310.00,Income\r\n',
    });
    expect(await imported.json()).toMatchObject({ imported: 2 });

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Your Data' }).waitFor();
    await page.getByText(/A zip file of everything we keep for you/).waitFor();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tourniquet-export-2026-11-21.zip');
    await expectToast(page, 'Export Successful', 'tourniquet-export-2026-11-21.zip');
    await page.getByRole('heading', { name: 'Your Data' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'profile-download-data');

    const files = unzip(readFileSync((await download.path())!));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'transactions.csv',
        'accounts.csv',
        'goals.csv',
        'profile.csv',
        'tourniquet-export.json',
      ]),
    );
    const lines = files['transactions.csv']!.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Description,Merchant,Amount,Category,Account,Debit/Credit,Status,Id,Category Group,Split Parts,Business Use,Business Category',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 8).join(','))).toEqual([
      '2026-11-02,FARMERS MARKET,,-23.50,Groceries,Cash Envelope,Debit,Posted',
      // The file's "Income" is the one category Other Income (issue 22's friendly PFC labels).
      '2026-11-06,SIDE GIG INVOICE 42,Acme,310.00,Other Income,Cash Envelope,Credit,Posted',
    ]);
    expect(files['accounts.csv']).toContain('Cash Envelope');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
