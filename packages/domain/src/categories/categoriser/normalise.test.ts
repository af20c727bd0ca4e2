import { describe, expect, it } from 'vitest';
import { cleanDescription, keyFromTokens, MAX_DESCRIPTION } from './normalise';

describe('cleanDescription', () => {
  it.each([
    ['SAFEWAY #1234 SAN RAMON CA', 'SAFEWAY'],
    ['CHECKCARD 0312 SQ *BLUE BOTTLE COFFEE OAKLAND CA 24431234567890', 'BLUE BOTTLE COFFEE'],
    ['TST* PHO SAIGON NOODLE HOUSE - 12 ANYTOWN TX', 'PHO SAIGON NOODLE HOUSE'],
    ['PURCHASE AUTHORIZED ON 03/12 TRADER JOE S #552 PORTLAND OR S386071234 CARD 1234', 'TRADER JOE S'],
    ['POS DEBIT 7-ELEVEN 35122 DALLAS TX', '7 ELEVEN'],
    ['DEBIT CARD PURCHASE XXXXX1234 PAYPAL *NETFLIX.COM 402-935-7733 CA', 'NETFLIX COM'],
    ['AMZN Mktp US*2K4L81AB3', 'AMZN MKTP US'],
    ["MCDONALD'S F12345", 'MCDONALDS'],
    ['IN-N-OUT BURGER #123', 'IN N OUT BURGER'],
    ['SP AFFORDABLE SUPPLY', 'AFFORDABLE SUPPLY'],
    ['PY *CITY PARKING 555', 'CITY PARKING'],
    ['STARBUCKS STORE 12345 SEATTLE WA', 'STARBUCKS'],
    ['VISA DDA PUR 412345 WHOLEFDS MKT 10234 BOULDER CO', 'WHOLEFDS MKT'],
  ])('%s -> %s', (description, merchant) => {
    expect(cleanDescription(description).tokens.join(' ')).toBe(merchant);
  });

  it('reads the ACH payee before DES: and the entry description', () => {
    const bofa = cleanDescription('GUSTO DES:PAYROLL ID:8812736 INDN:JANE DOE CO ID:9876543210 PPD');
    expect(bofa).toMatchObject({ tokens: ['GUSTO'], achEntry: 'PAYROLL' });
    const chase = cleanDescription(
      'ORIG CO NAME:ACME CORP ORIG ID:1234 DESC DATE:031225 CO ENTRY DESCR:PAYROLL SEC:PPD',
    );
    expect(chase).toMatchObject({ tokens: ['ACME', 'CORP'], achEntry: 'PAYROLL' });
  });

  it('names the processor and bounds the input', () => {
    expect(cleanDescription('SQ *JOES TACOS').processor).toBe('Square');
    expect(cleanDescription('TST* JOES TACOS').processor).toBe('Toast');
    expect(cleanDescription('X'.repeat(5000)).text.length).toBe(MAX_DESCRIPTION);
  });

  it('keys on the first three identity words without corporate suffixes', () => {
    expect(keyFromTokens(['ACME', 'CORP'])).toBe('acme');
    expect(keyFromTokens(['BLUE', 'BOTTLE', 'COFFEE', 'OAKLAND'])).toBe('blue bottle coffee');
  });
});
