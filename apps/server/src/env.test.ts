import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the embedded defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PLAID_ENV).toBe('simulator');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.PRODUCT_NAME).toBe('Tourniquet');
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(loadEnv({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadEnv({ PUBLIC_URL: 'https://app.example.com/' }).PUBLIC_URL).toBe('https://app.example.com');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ FIXED_TODAY: '2026-13-01' }, 'FIXED_TODAY'],
    [{ ENCRYPTION_KEY: 'short' }, 'ENCRYPTION_KEY'],
    [{ PLAID_ENV: 'live' }, 'PLAID_ENV'],
    [{ PLAID_ENV: 'sandbox' }, 'PLAID_CLIENT_ID'],
    [{ NODE_ENV: 'production', PLAID_ENV: 'simulator', SMTP_URL: 'smtp://mail.example.com' }, 'PLAID_ENV'],
    [{ NODE_ENV: 'production', PLAID_ENV: 'sandbox', PLAID_CLIENT_ID: 'x', PLAID_SECRET: 'y' }, 'SMTP_URL'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
  ])('rejects %o naming %s', (source, variable) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`${variable}:`));
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', FIXED_TODAY: '' }).DATABASE_URL).toBeUndefined();
  });
});
