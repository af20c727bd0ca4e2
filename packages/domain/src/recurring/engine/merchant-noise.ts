/**
 * Statement noise that changes from one charge to the next or says nothing about the merchant. Applied in
 * order to the upper-cased description by normalizeMerchant.
 */

/** Bank of America / NACHA ACH fields: keep the company and DES value, drop ids and the individual's name. */
export const ACH_FIELDS: readonly RegExp[] = [
  // Chase: "ORIG CO NAME:DISCOVER ORIG ID:... DESC DATE:... CO ENTRY DESCR:E-PAYMENT SEC:WEB TRACE#:...
  // EED:... IND ID:... IND NAME:... TRN: ...": keep the company and the entry description only.
  /\bIND NAME:.*?(?=\bTRN:|$)/g,
  /\b(?:ORIG ID|DESC DATE|SEC|TRACE#|EED|IND ID|TRN):\s*\S*/g,
  /\b(?:ORIG CO NAME|CO ENTRY DESCR):/g,
  /\bINDN:.*?(?=\bCO ID:|\bDES:|$)/g,
  /\bCO ID:\s*\S+/g,
  /\b(?:ID|CONF|CONFIRMATION|TRACE|REF|REFERENCE|TRN|SEQ|PMT ID|TRANS ID|AUTH|AUTH CODE)\s*(?:NO\.?|NUMBER|#|:)\s*\S+/g,
  /\bDES:/g,
  /\bREF\s*#?\s*[A-Z0-9]*\d[A-Z0-9]*\b/g,
  /#\s*\S+/g,
];

/** Prefixes banks put before the merchant (card and ACH channel words, posting dates). */
export const BANK_PREFIXES: readonly RegExp[] = [
  /^(?:RECURRING )?(?:PURCHASE|PAYMENT|DEBIT|CARD PURCHASE) AUTHORI[ZS]ED ON\s+\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\s*/,
  /^(?:CHECKCARD|CHECK CARD|CHKCARD)\s+\d{4}\s*/,
  /^(?:POS|DBT|DEBIT|VISA|MC)?\s*\b(?:DEBIT|PURCHASE|PUR|PURCH|CRD|CARD)\b(?:\s+(?:PURCHASE|PUR|WITH PIN|PIN|POS|DDA|CARD))*\s*(?:-\s*)?(?=\S)/,
  /^(?:VISA DDA PUR|DDA PUR|PREAUTHORIZED|PRE-AUTHORIZED|PREAUTH)\s+(?:DEBIT\s+|PAYMENT\s+)?/,
  /^(?:ACH|EFT|ELECTRONIC|ELEC|EXTERNAL)\s+(?:DEBIT|CREDIT|WITHDRAWAL|DEPOSIT|PMT|PAYMENT|TRANSACTION)?\s*/,
  /^(?:DIRECT DEP(?:OSIT)?|DIR DEP)\s+/,
  /^\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\s+/,
];

/** Payment processors and marketplaces in front of the real merchant ("PAYPAL *HULU" is Hulu). */
export const PROCESSOR_PREFIX =
  /^(?:PAYPAL|PP|SQ|SQU|SQUARE|TST|GOOGLE|GOOGLE PLAY|FS|SP|PY|DD|IN|BT|EB|PAYPAL INST XFER|WPY|CKO|STR|ZTL|LS|PG|ABC|CLR|DRI|GLF|MSFT|PADDLE\.NET|2CO|NOR|LEMSQZY)\s*\*\s*/;

/** Domain suffixes and billing words glued to merchant names ("APPLE.COM/BILL", "NETFLIX.COM"). */
export const DOMAIN_NOISE = /\.(?:COM|NET|ORG|CO|IO|TV|APP|US)\b|\/BILL\b|\bWWW\./g;

/** Words that never name a merchant: ACH classes, channel words, connectors, card suffixes. */
export const NOISE_WORDS = new Set([
  'PPD',
  'CCD',
  'WEB',
  'TEL',
  'ARC',
  'BOC',
  'POP',
  'CTX',
  'IAT',
  'POS',
  'ACH',
  'PMNT',
  'ONLINE',
  'MOBILE',
  'TO',
  'FROM',
  'THE',
  'OF',
  'AND',
  'ON',
  'AT',
  'FOR',
  'IN',
  'BY',
  'A',
  'AN',
  'CARD',
  'ENDING',
  'NO',
  'INC',
  'LLC',
  'LTD',
  'CORP',
  'CO',
  'COMPANY',
  'USA',
  'US',
  'BILL',
  'BILLING',
  'RECURRING',
  'PURCHASE',
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'SEPT',
  'OCT',
  'NOV',
  'DEC',
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
  'XX',
  'XXX',
  'XXXX',
]);

export const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR'.split(
    ' ',
  ),
);
