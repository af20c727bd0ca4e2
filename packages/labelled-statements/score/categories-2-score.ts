/**
 * Scores the categories-2 set (sets/categories-2) with the pure categoriser, as the server calls it for an
 * imported file's rows: the bank's description, its sign, the account's type, the export's category cell, and
 * the user's memory (their corrections, keyed as the server keys them). Coverage, primary and detailed
 * accuracy, the rows left for review (a guess), money moved kept out, and how many of a corrected merchant's
 * later rows follow the user's answer.
 */
import {
  categorise,
  learnCategories,
  learningKey,
  merchantEvidence,
  primaryCategory,
  type Categorised,
} from '@tourniquet/domain';
import type { Category2Row } from '../sets/categories-2/rows';
import { isMoneyMovedCategory, primaryOf } from './pfc-v1';

export interface Category2Answer {
  row: Category2Row;
  got: Categorised;
  key: string;
}

export interface Category2Score {
  rows: number;
  covered: number;
  primaryRight: number;
  detailedRight: number;
  /** Rows the categoriser left as a guess ("Needs review"), and how many of those were wrong. */
  review: number;
  reviewWrong: number;
  /** Wrong rows it was sure of. */
  sureWrong: number;
  moneyMoved: number;
  moneyMovedKeptOut: number;
  followRows: number;
  followed: number;
  /** Scored rows, corrected merchants left out (they are judged by following only). */
  scored: Category2Answer[];
  followAnswers: Category2Answer[];
}

function answer(row: Category2Row, learned = learnCategories([])): Category2Answer {
  const evidence = merchantEvidence(row.text, null);
  const got = categorise(
    {
      description: row.text,
      merchantName: null,
      amountCents: row.cents,
      accountType: row.account,
      providerPfc: null,
      providerLegacy: null,
      fileCategory: row.bank ? primaryCategory([row.bank]) : null,
    },
    learned,
    evidence,
  );
  return { row, got, key: evidence.key };
}

export function scoreCategories2(rows: readonly Category2Row[]): Category2Score {
  // The user's answers, learned per merchant key, exactly as the server learns a 'user' row (a person's money
  // in apart from money out to them).
  const corrections = rows.filter((r) => r.correct);
  const learned = learnCategories(
    corrections.map((r, i) => ({
      merchantKey: learningKey(merchantEvidence(r.text, null).key, r.cents),
      category: { primary: primaryOf(r.correct!), detailed: r.correct! },
      date: `2026-10-${String(1 + i).padStart(2, '0')}`,
      by: 'user' as const,
    })),
  );
  // A corrected merchant is the labels' own: rows a person would call the same payee (the text before any
  // reference or date), never the categoriser's key, so a key that lumps two people together shows as misses.
  const payee = (r: Category2Row) => `${r.household}|${r.text.replace(/ (ON|CONF#|REF|\d).*$/, '')}`;
  const corrected = new Set(corrections.map(payee));
  const scored: Category2Answer[] = [];
  const followAnswers: Category2Answer[] = [];
  for (const row of rows) {
    if (row.correct) continue;
    const a = answer(row, learned);
    (corrected.has(payee(row)) ? followAnswers : scored).push(a);
  }
  const right = (a: Category2Answer) => a.got.category?.detailed === a.row.detailed;
  const primaryRight = (a: Category2Answer) => a.got.category?.primary === primaryOf(a.row.detailed);
  const moved = scored.filter((a) => a.row.moneyMoved);
  return {
    rows: scored.length,
    covered: scored.filter((a) => a.got.category !== null).length,
    primaryRight: scored.filter(primaryRight).length,
    detailedRight: scored.filter(right).length,
    review: scored.filter((a) => a.got.guess).length,
    reviewWrong: scored.filter((a) => a.got.guess && !primaryRight(a)).length,
    sureWrong: scored.filter((a) => !a.got.guess && !primaryRight(a)).length,
    moneyMoved: moved.length,
    moneyMovedKeptOut: moved.filter((a) => isMoneyMovedCategory(a.got.category?.detailed)).length,
    followRows: followAnswers.length,
    followed: followAnswers.filter(right).length,
    scored,
    followAnswers,
  };
}

const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

/** The score table, then every miss with the categoriser's reason. */
export function categories2Report(score: Category2Score): string[] {
  const lines = [
    `rows scored ${score.rows} (and ${score.followRows} later rows of corrected payees)`,
    `coverage            ${pct(score.covered, score.rows)}`,
    `primary             ${pct(score.primaryRight, score.rows)} (${score.primaryRight}/${score.rows})`,
    `detailed            ${pct(score.detailedRight, score.rows)} (${score.detailedRight}/${score.rows})`,
    `needs review        ${score.review} rows (${score.reviewWrong} of them wrong); sure but wrong ${score.sureWrong}`,
    `money moved kept out ${pct(score.moneyMovedKeptOut, score.moneyMoved)} (${score.moneyMovedKeptOut}/${score.moneyMoved})`,
    `corrections followed ${pct(score.followed, score.followRows)} (${score.followed}/${score.followRows})`,
    '',
    'misses:',
  ];
  for (const a of [...score.scored, ...score.followAnswers]) {
    if (a.got.category?.detailed === a.row.detailed) continue;
    lines.push(
      `  h${a.row.household} ${a.row.text}  want ${a.row.detailed}  got ${a.got.category?.detailed ?? 'none'}${a.got.guess ? ' (review)' : ''}  — ${a.got.reason}`,
    );
  }
  return lines;
}
