import { describe, expect, it } from 'vitest';
import { contentTypeFor, importUrl } from './import-request.ts';
import { AUTO_SETTINGS } from './import-settings.ts';

describe('importUrl', () => {
  it('asks for a preview with the detection left to the server', () => {
    expect(importUrl('manual_1', AUTO_SETTINGS, { preview: true, fileName: 'chase.csv' })).toBe(
      '/api/accounts/manual_1/import?preview=1&fileName=chase.csv',
    );
  });

  it('tells a preview before the account exists the chosen account type, and nothing else does', () => {
    const options = { preview: true, fileName: 'visa.csv', accountType: 'credit' };
    expect(importUrl(null, AUTO_SETTINGS, options)).toBe(
      '/api/accounts/import-preview?preview=1&fileName=visa.csv&accountType=credit',
    );
    expect(importUrl('manual_1', AUTO_SETTINGS, options)).toBe(
      '/api/accounts/manual_1/import?preview=1&fileName=visa.csv',
    );
  });

  it('sends the whole mapping once changed, "none" for left-out columns, and the user\'s choices', () => {
    const url = importUrl(
      'a/b',
      {
        mapping: {
          date: 0,
          description: 1,
          merchant: null,
          amount: null,
          debit: 3,
          credit: 4,
          category: null,
        },
        dateFormat: 'DD/MM/YYYY',
        amountSign: 'positive-out',
      },
      { preview: false, fileName: '' },
    );
    const [path, query] = url.split('?');
    expect(path).toBe('/api/accounts/a%2Fb/import');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      date: '0',
      description: '1',
      merchant: 'none',
      amount: 'none',
      debit: '3',
      credit: '4',
      category: 'none',
      dateFormat: 'DD/MM/YYYY',
      amountSign: 'positive-out',
    });
  });
});

describe('contentTypeFor', () => {
  it('types the body by extension', () => {
    expect(contentTypeFor('Chase.CSV')).toBe('text/csv');
    expect(contentTypeFor('card.qfx')).toBe('application/x-ofx');
    expect(contentTypeFor('export.qif')).toBe('application/qif');
    expect(contentTypeFor('statement')).toBe('application/octet-stream');
  });
});
