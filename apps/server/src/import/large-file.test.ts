import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement.ts';
import { bytesOf } from './test-samples.ts';

const ROWS = 50_000;

/** A Chase checking export of 50,000 rows, trailing comma on each row as Chase writes it. */
function chaseExport(): Uint8Array {
  const lines = ['Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #'];
  for (let i = 0; i < ROWS; i += 1) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const cents = String(i % 100).padStart(2, '0');
    lines.push(
      `DEBIT,03/${day}/2025,"MERCHANT ${i % 500} STORE #${i}",-${1 + (i % 300)}.${cents},DEBIT_CARD,100.00,,`,
    );
  }
  return bytesOf(`${lines.join('\r\n')}\r\n`);
}

describe('a 50,000-row CSV', () => {
  it('parses every row, streams progress and keeps exact cents', async () => {
    const progress: number[] = [];
    const started = performance.now();
    const statement = await parseStatement(chaseExport(), {}, (rows) => progress.push(rows));
    const elapsedMs = Math.round(performance.now() - started);
    console.info(`parsed ${ROWS} CSV rows in ${elapsedMs} ms`);

    expect(statement.rows).toHaveLength(ROWS);
    expect(statement.rejected).toEqual([]);
    expect(statement.rows[0]).toMatchObject({ line: 2, date: '2025-03-01', amountCents: 100 });
    const last = statement.rows[ROWS - 1]!;
    expect(last).toMatchObject({
      line: ROWS + 1,
      description: `MERCHANT ${(ROWS - 1) % 500} STORE #${ROWS - 1}`,
    });
    expect(last.amountCents).toBe((1 + ((ROWS - 1) % 300)) * 100 + ((ROWS - 1) % 100));
    expect(new Set(statement.rows.map((row) => row.importId)).size).toBe(ROWS);
    expect(progress.length).toBeGreaterThanOrEqual(ROWS / 1000);
    expect(progress.at(-1)).toBe(ROWS);
  });
});
