import { describe, expect, it } from 'vitest';
import { merchantKeyOf } from './merchant-key';

describe('merchantKeyOf', () => {
  it.each([
    [['SAFEWAY #1234 SAN RAMON CA', 'SAFEWAY STORE 0987 OAKLAND CA', 'Safeway'], 'safeway'],
    [['WHOLEFDS SFC 10234', 'WHOLE FOODS MARKET #456', 'Whole Foods Market'], 'whole foods'],
    [['AMZN Mktp US*2K4L81AB3', 'AMAZON.COM*RT4Y67UI0 AMZN.COM/BILL WA', 'Amazon'], 'amazon'],
    [
      [
        'SQ *BLUE BOTTLE COFFEE 0312 OAKLAND CA',
        'CHECKCARD 0412 SQ *BLUE BOTTLE COFFEE 9988 OAKLAND CA 24431234567890',
      ],
      'blue bottle coffee',
    ],
    [['TST* LUIGIS TRATTORIA 00123', 'TST*LUIGIS TRATTORIA 00456 ANYTOWN NJ'], 'luigis trattoria'],
    [['PAYPAL *HANDMADEGOODS 402-935-7733', 'PAYPAL *HANDMADEGOODS 402-111-2222 CA'], 'handmadegoods'],
    [
      [
        'PURCHASE AUTHORIZED ON 03/12 GREEN LEAF NURSERY S386071234 CARD 1234',
        'PURCHASE AUTHORIZED ON 04/02 GREEN LEAF NURSERY S999999999 CARD 1234',
      ],
      'green leaf nursery',
    ],
    [
      [
        'ACME CORP DES:PAYROLL ID:123 INDN:JANE DOE CO ID:1234 PPD',
        'ACME CORP DES:PAYROLL ID:999 INDN:JANE DOE CO ID:1234 PPD',
      ],
      'acme',
    ],
  ])('%j all key as %s', (descriptions, key) => {
    for (const description of descriptions) expect(merchantKeyOf(description, null)).toBe(key);
  });

  it('falls back to the merchant name when the description has no words', () => {
    expect(merchantKeyOf('#12345 03/12', 'Corner Bookshop')).toBe('corner bookshop');
  });

  it('tells different merchants apart', () => {
    expect(merchantKeyOf('SQ *BLUE BOTTLE COFFEE', null)).not.toBe(merchantKeyOf('SQ *BLUE MOON CAFE', null));
  });
});
