import { createHash } from 'node:crypto';

/**
 * Import ids for files without bank ids (CSV, QIF, OFX rows without FITID): a hash of what identifies a
 * transaction plus its occurrence in the file. Two identical coffees on one day are both kept ("#1", "#2"), and
 * importing the same file again yields the same ids, so the importer can skip what it already has.
 */
export class ImportIdGenerator {
  private readonly seen = new Map<string, number>();

  next(date: string, amountCents: number, description: string): string {
    // Case and spacing vary between exports of one bank; they do not make another transaction.
    const normalized = description.trim().replace(/\s+/g, ' ').toLowerCase();
    const hash = createHash('sha256')
      .update(`${date}\n${amountCents}\n${normalized}`)
      .digest('hex')
      .slice(0, 24);
    const occurrence = (this.seen.get(hash) ?? 0) + 1;
    this.seen.set(hash, occurrence);
    return `${hash}#${occurrence}`;
  }
}

/** Bank ids (OFX FITID) as given; a bank that repeats one inside a file gets "#2", "#3" on the repeats. */
export class BankIdDeduper {
  private readonly seen = new Map<string, number>();

  next(bankId: string): string {
    const occurrence = (this.seen.get(bankId) ?? 0) + 1;
    this.seen.set(bankId, occurrence);
    return occurrence === 1 ? bankId : `${bankId}#${occurrence}`;
  }
}
