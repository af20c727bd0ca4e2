import { describe, expect, it } from 'vitest';
import { importOptions, importQuerySchema } from './import-query.ts';

describe('import query', () => {
  it('passes the account choice, the decimal mark and preview on to the parser', () => {
    const query = importQuerySchema.parse({ account: '1', decimal: 'comma', preview: '1' });
    expect(importOptions(query)).toEqual({ format: 'auto', account: '1', decimal: 'comma', preview: true });
    expect(importOptions(importQuerySchema.parse({}))).toEqual({ format: 'auto', preview: false });
  });

  it('refuses a decimal mark it does not know', () => {
    const parsed = importQuerySchema.safeParse({ decimal: 'dot' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('decimal must be comma or point');
  });
});
