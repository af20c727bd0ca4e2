import { describe, expect, it } from 'vitest';
import { normalizeMerchant } from './normalize-merchant';

const key = (description: string) => normalizeMerchant(description, null).key;

describe('normalizeMerchant: the same merchant gets the same key whatever the statement adds', () => {
  it.each([
    ['CHECKCARD 0412 NETFLIX.COM 866-579-7172 CA', 'netflix'],
    ['NETFLIX.COM', 'netflix'],
    ['POS DEBIT 0105 NETFLIX.COM', 'netflix'],
    ['DEBIT CARD PURCHASE - NETFLIX.COM NETFLIX.COM CA', 'netflix'],
    [
      'RECURRING PAYMENT AUTHORIZED ON 03/14 NETFLIX.COM NETFLIX.COM CA S384073556263419 CARD 1234',
      'netflix',
    ],
    ['PURCHASE AUTHORIZED ON 11/02 SPOTIFY USA 877-778-1161 NY S584073555 CARD 5678', 'spotify'],
    ['Spotify USA', 'spotify'],
    ['AMAZON PRIME*2K4JL0AB2', 'amazon prime'],
    ['Amazon Prime*MB7TY1 Amzn.com/bill WA', 'amazon prime'],
    ['APPLE.COM/BILL 866-712-7753 CA', 'apple'],
    ['PAYPAL *HULU', 'hulu'],
    ['HULU 877-8244858', 'hulu'],
    ['SQ *BLUE BOTTLE COFFEE', 'blue bottle coffee'],
    ['TST* SHAKE SHACK #1234', 'shake shack'],
    ['SP * ALLBIRDS', 'allbirds'],
    ['FS *SOFTWARE CO', 'software'],
    ['GOOGLE *YOUTUBE PREMIUM g.co/helppay#', 'youtube premium'],
    ['GOOGLE *Google One', 'google one'],
    ['DD *DOORDASH DASHPASS', 'doordash dashpass'],
    ['COMCAST DES:CABLE ID:8773712 INDN:JANE DOE CO ID:XXXXX12345 WEB', 'comcast cable'],
    ['ACME CORP DES:PAYROLL ID:XXXXX48213 INDN:DOE,JANE CO ID:1234567890 PPD', 'acme payroll'],
    ['ONLINE TRANSFER REF #IB0XYZ TO WAY2SAVE SAVINGS XXXXXX1234 ON 03/15/25', 'transfer savings'],
    ['Online Banking transfer to SAV 4821 Confirmation# 9379243928', 'banking transfer sav'],
    ['PLANET FITNESS #0423 CLUB FEES', 'planet fitness club fees'],
    ['WHOLEFDS MKT #10234 SAN FRANCISCO CA', 'wholefds mkt san francisco'],
    [
      'ORIG CO NAME:DISCOVER ORIG ID:2510020270 DESC DATE:261026 CO ENTRY DESCR:E-PAYMENT SEC:WEB TRACE#:179558773422204 EED:261026 IND ID:6011XXXXXXXX4409 IND NAME:ROBERT HALVORSEN TRN: 4665711112TC',
      'discover e payment',
    ],
  ])('%s -> %s', (description, expected) => {
    expect(key(description)).toBe(expected);
  });

  it('gives every month of a changing description one key', () => {
    const months = [
      'NELNET STUDENT LN DES:NELNET LN ID:91075479 INDN:MAYA PATEL CO ID:XXXXX82123 PPD',
      'NELNET STUDENT LN DES:NELNET LN ID:10293847 INDN:MAYA PATEL CO ID:XXXXX82123 PPD',
      'VERIZON WIRELESS PAYMENT 11/14/2025 CONF #A1B2C3',
      'VERIZON WIRELESS PAYMENT 12/14/2025 CONF #Z9Y8X7',
    ];
    expect(key(months[0] as string)).toBe(key(months[1] as string));
    expect(key(months[2] as string)).toBe(key(months[3] as string));
  });

  it('shows the provider merchant when the description names it, else the description', () => {
    expect(normalizeMerchant('NETFLIX.COM 866-579-7172 CA', 'Netflix').display).toBe('Netflix');
    // A wrong merchant column (Starbucks on a HelloFresh line) is ignored for display.
    expect(normalizeMerchant('HELLOFRESH 646-846-3663 NY', 'Starbucks').display).toBe('Hellofresh');
  });
});
