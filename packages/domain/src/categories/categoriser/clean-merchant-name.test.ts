import { describe, expect, it } from 'vitest';
import { cleanMerchantName } from './clean-merchant-name';
import { merchantKeyOf } from './merchant-key';

describe('cleanMerchantName', () => {
  it.each([
    ['SQ *BLUE BOTTLE COFFEE OAKLAND CA', null, 'Blue Bottle Coffee'],
    ['WHOLEFDS SFC 10234', null, 'Whole Foods'],
    ['GREEN LEAF NURSERY S386071234', null, 'Green Leaf Nursery'],
    ['CORNER STORE', 'Corner Bookshop', 'Corner Bookshop'],
  ])('%j (merchant %j) reads %j', (description, merchantName, name) => {
    expect(cleanMerchantName(description, merchantName)).toBe(name);
  });

  // A brand followed by its product after "*": the product is the merchant, whatever name the provider gives.
  it.each([
    ['MICROSOFT*XBOX GAME PASS', 'Microsoft', 'Xbox'],
    ['MICROSOFT*XBOX GAME PASS', null, 'Xbox'],
    ['Microsoft*Xbox Game Pass msbill.info WA', 'MICROSOFT', 'Xbox'],
    ['AMAZON PRIME*1A2B3C', 'Amazon', 'Amazon Prime'],
    ['GOOGLE *YouTube Premium', 'Google', 'YouTube Premium'],
  ])('%j with merchant %j is %j', (description, merchantName, name) => {
    expect(cleanMerchantName(description, merchantName)).toBe(name);
  });

  it('never names a product from a brand word alone', () => {
    // "microsoft" alone is an alias of Microsoft 365: the text says Microsoft, not 365.
    expect(cleanMerchantName('MICROSOFT*STORE', null)).toBe('Microsoft');
    expect(cleanMerchantName('MICROSOFT *MICROSOFT 365', null)).toBe('Microsoft 365');
    expect(cleanMerchantName('GOOGLE *Google One', null)).toBe('Google');
  });

  it('keys a brand-and-product row by the product, so learning keeps Xbox apart from Microsoft 365', () => {
    expect(merchantKeyOf('MICROSOFT*XBOX GAME PASS', 'Microsoft')).toBe('xbox');
    expect(merchantKeyOf('MICROSOFT *MICROSOFT 365', 'Microsoft')).toBe('microsoft 365');
  });
});

describe('the payee of a payment to a person', () => {
  it.each([
    ['Zelle payment to JOHN SMITH Conf# a1b2c3', 'John Smith'],
    ['VENMO PAYMENT 1234567 JANE DOE', 'Jane Doe'],
    ['BILL PAY TO MARIA GARCIA', 'Maria Garcia'],
    // A cheque's words are its memo, not a payee.
    ['CHECK 1043', 'Check'],
  ])('%j reads %j', (description, name) => {
    expect(cleanMerchantName(description, null)).toBe(name);
  });
});
