import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

const LEGIT = 'Date,Description,Amount\n03/01/2025,COFFEE,-3.50\n03/02/2025,TEA,-2.50\n';
const ofxHeader = 'OFXHEADER:100\nDATA:OFXSGML\n\n';
const ofxTransaction = (i: number, name: string) =>
  `<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20250301\n<TRNAMT>-1.${String(i % 100).padStart(2, '0')}\n<FITID>F${i}\n<NAME>${name}\n</STMTTRN>\n`;
const ofxFile = (transactions: string) =>
  `${ofxHeader}<OFX>\n<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD\n<BANKTRANLIST>\n${transactions}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n`;

/** The inputs of issue 29 that held the server: each a quadratic (or worse) pattern before. */
const PATTERNS: [string, string][] = [
  ['a date cell of 50,000 Ts', `Date,Description,Amount\n${'T'.repeat(50_000)},X,-1.00\n`],
  [
    'ten 40 KB amount cells',
    `Date,Description,Amount\n${Array.from({ length: 10 }, () => `03/01/2025,X,1${'-'.repeat(40_000)}1`).join('\n')}\n`,
  ],
  ['<A<A<A... with no >', `${ofxHeader}<OFX>${'<A'.repeat(50_000)}`],
  ['a nested <OFX> after a long tag name', `${ofxHeader}<OFX><${'A'.repeat(28)}>x<OFX>\n`],
  ['!Type: and 100,000 spaces', `!Type:${' '.repeat(100_000)}.\nD03/01/2025\nT-1.00\n^\n`],
  ['a 4 MB line of commas', `Date,Description,Amount\n${','.repeat(4_000_000)}\n03/01/2025,X,-1.00\n`],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('statement import under hostile files', () => {
  let ctx: TestContext;
  let attacker: TestClient;
  let other: TestClient;
  let accountId: string;

  beforeAll(async () => {
    ctx = await createTestContext({});
    attacker = (await createVerifiedUser(ctx)).client;
    other = (await createVerifiedUser(ctx)).client;
    const created = await attacker.post('/api/accounts/manual', { name: 'Checking', type: 'depository' });
    accountId = (created.json.account as unknown as { id: string }).id;
    expect((await other.post('/api/accounts/manual', { name: 'Mine', type: 'depository' })).status).toBe(201);
  });
  afterAll(() => ctx.close());

  const upload = (body: string | FormData, query = '') =>
    attacker.raw(`/api/accounts/${accountId}/import${query}`, {
      method: 'POST',
      body,
      headers: typeof body === 'string' ? { 'Content-Type': 'text/plain' } : {},
    });

  async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
    const started = performance.now();
    const result = await work();
    return [result, performance.now() - started];
  }

  /**
   * The other user's GET /api/accounts every few milliseconds until `work` settles: the time of each pause and
   * read. The pause is a timer, as real requests arrive by I/O (in-process reads back to back would be
   * microtasks only and starve the worker's reply); a parse on the event loop holds the timer too.
   */
  async function readsDuring(work: Promise<unknown>, atLeast = 1): Promise<number[]> {
    let settled = false;
    void work.finally(() => (settled = true));
    const times: number[] = [];
    do {
      const [res, ms] = await timed(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return other.get('/api/accounts');
      });
      expect(res.status).toBe(200);
      times.push(ms);
    } while (!settled || times.length < atLeast);
    return times;
  }

  it("answers every pattern input faster than a real statement is read, while another user's reads stay fast", async () => {
    // Warm: the parse workers start, the other user's session is read once.
    for (let i = 0; i < 2; i++) expect((await upload(LEGIT, '?preview=1')).status).toBe(200);
    const baseline = median(await readsDuring(Promise.resolve(), 5));

    // The yardstick: a real statement that takes a while to read (20,000 transactions, 2.6 MB). Off the event
    // loop it delays no one else; on it, a read would wait for the whole parse (a ratio near 1).
    const big = ofxFile(Array.from({ length: 20_000 }, (_, i) => ofxTransaction(i, `SHOP ${i}`)).join(''));
    const bigParse = timed(() => upload(big, '?preview=1'));
    const bigReads = await readsDuring(bigParse);
    const [bigAnswer, bigMs] = await bigParse;
    expect(bigAnswer.status).toBe(200);

    const answers: { name: string; status: number; ms: number }[] = [];
    const attack = (async () => {
      for (const [name, body] of PATTERNS) {
        const [res, ms] = await timed(() => upload(body, '?preview=1'));
        await res.text();
        answers.push({ name, status: res.status, ms });
      }
    })();
    const reads = await readsDuring(attack);

    console.info(
      [
        `hostile previews (a 20,000-transaction OFX preview takes ${bigMs.toFixed(0)} ms; the other user's read ${baseline.toFixed(1)} ms, ${Math.max(...bigReads).toFixed(1)} ms at most during it):`,
        ...answers.map(
          (a) =>
            `  ${a.name}: ${a.status} in ${a.ms.toFixed(0)} ms (${(a.ms / bigMs).toFixed(3)} of the yardstick)`,
        ),
        `  other user's slowest read meanwhile: ${Math.max(...reads).toFixed(1)} ms of ${reads.length} (${(Math.max(...reads) / baseline).toFixed(1)}x its baseline)`,
      ].join('\n'),
    );
    expect(Math.max(...bigReads) / bigMs).toBeLessThan(0.25);
    // Before: from 3 s to minutes each (2^28 steps for the nested <OFX>).
    for (const answer of answers) {
      expect([200, 400], answer.name).toContain(answer.status);
      expect(answer.ms / bigMs, answer.name).toBeLessThan(0.5);
    }
    expect(Math.max(...reads) / bigMs).toBeLessThan(0.25);
  }, 120_000);

  it('refuses a NUL byte past the first 8 KB or an OFX entity that is no character with a 400 naming the line', async () => {
    const filler = Array.from({ length: 500 }, (_, i) => `03/01/2025,SHOP ${i},-1.00`).join('\n');
    const cases: [string, string][] = [
      [`Date,Description,Amount\n${filler}\n03/02/2025,NUL\u0000,-1.00\n`, 'Line 502 holds a NUL'],
      [`Date,Description,Amount\n${filler}\n03/0\u00002/2025,X,-1.00\n`, 'Line 502 holds a NUL'],
      [`Date,Description,Amount\n${filler}\n03/02/2025,X,-1.0\u00000\n`, 'Line 502 holds a NUL'],
      [
        `!Type:Bank\n${'D03/01/2025\nT-1.00\nPSHOP\n^\n'.repeat(800)}D03/02/2025\nT-1\nPA\u0000\n^\n`,
        'Line 3204 holds a NUL',
      ],
      [ofxFile(ofxTransaction(1, `${'N'.repeat(9000)}\u0000`)), 'Line 12 holds a NUL'],
      [ofxFile(ofxTransaction(1, 'A &#0; B')), 'Line 7: "&#0;" is not a character'],
      [ofxFile(ofxTransaction(1, 'A &#99999999; B')), 'Line 7: "&#99999999;" is not a character'],
      [ofxFile(ofxTransaction(1, 'A &#x110000; B')), 'Line 7: "&#x110000;" is not a character'],
    ];
    for (const [body, message] of cases) {
      for (const query of ['?preview=1', '']) {
        const res = await upload(body, query);
        expect(res.status, message).toBe(400);
        const answer = (await res.json()) as { error: { code: string; message: string } };
        expect(answer.error.code).toBe('not_a_statement');
        expect(answer.error.message.startsWith(message), answer.error.message).toBe(true);
      }
    }
    expect((await attacker.get('/api/imports')).json).toMatchObject({ imports: [] });
  });

  it('refuses a multipart file name holding NUL or longer than 255 characters', async () => {
    for (const [name, says] of [
      ['state\u0000ment.csv', 'control character'],
      [`${'n'.repeat(20_000)}.csv`, '20,004 characters long (at most 255)'],
    ] as const) {
      const form = new FormData();
      form.set('file', new Blob([LEGIT]), name);
      const res = await upload(form);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: { code: string; message: string } };
      expect(answer.error).toMatchObject({ code: 'invalid_file_name' });
      expect(answer.error.message).toContain(says);
    }
    const form = new FormData();
    form.set('file', new Blob([LEGIT]), 'statement.csv');
    expect((await upload(form, '?preview=1')).status).toBe(200);
  });

  it('rejects the line of an over-long description or category with a short reason, and imports the rest', async () => {
    const body = [
      'Date,Description,Amount,Category',
      '03/01/2025,COFFEE,-3.50,Food',
      `03/02/2025,${'D'.repeat(600)},-1.00,`,
      `03/03/2025,SHOP,-1.00,${'C'.repeat(20_000)}`,
      `03/04/2025,${'W'.repeat(1_000_000)},-1.00,`,
    ].join('\n');
    const res = await upload(body);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { imported: number; rejected: { line: number; reason: string }[] };
    expect(answer.imported).toBe(1);
    expect(answer.rejected).toEqual([
      { line: 3, reason: 'Line 3: the description is 600 characters long (at most 500)' },
      { line: 4, reason: 'Line 4: the cell in column 4 is 20,000 characters long (at most 1,000)' },
      { line: 5, reason: 'Line 5: the line is 1,000,018 characters long (at most 32,768)' },
    ]);
  });
});
