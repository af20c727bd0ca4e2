import { isRecordError, type CsvRecord, type CsvRecordError } from './read-records.ts';
import type { CsvLayout } from './detect-layout.ts';
import type { AmountSign, AmountSignSource } from '../types.ts';

// Words only a card's Type column uses: a checking account says DEBIT, CREDIT, ACH, CHECK instead.
const CARD_TYPE_WORDS = /^(sale|return|purchase|refund)$/i;
// "Card No.", "Card Member", "Card Number": a column naming the card a charge was made with.
const CARD_HEADER = /\bcard\b/i;

/**
 * Why a CSV reads as a credit card's statement, in words for the preview, or undefined: a header naming the
 * card (Capital One "Card No.", Amex "Card Member"), Type cells only card issuers write (Chase card "Sale" and
 * "Return", whatever the sign of its amounts), or charges detected positive (card issuers' own convention).
 * A new account made by the import is then a credit card.
 */
export function csvCardReason(
  sample: (CsvRecord | CsvRecordError)[],
  layout: CsvLayout,
  sign: { amountSign: AmountSign; amountSignSource: AmountSignSource },
): string | undefined {
  const cardHeader = layout.headers.find((header) => CARD_HEADER.test(header.slice(0, 100)));
  if (cardHeader !== undefined) return `the header "${cardHeader.trim().slice(0, 40)}" names a card`;
  const { type } = layout.columns;
  if (type !== null) {
    const cells = sample
      .filter((record): record is CsvRecord => !isRecordError(record) && record.line >= layout.dataLine)
      .map((record) => (record.cells[type] ?? '').trim());
    const word = cells.find((cell) => CARD_TYPE_WORDS.test(cell));
    if (word !== undefined) return `its Type column says "${word}", as card issuers write`;
  }
  if (sign.amountSign === 'positive-out' && sign.amountSignSource === 'detected')
    return 'its charges are positive, as card issuers write them';
  return undefined;
}
