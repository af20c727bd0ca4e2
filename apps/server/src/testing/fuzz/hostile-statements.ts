import fc from 'fast-check';

/**
 * Statement files of the shapes that froze or failed the server before (issue 29), so the next hole of the
 * kind is found by the fuzz: cells far longer than a date or an amount, a NUL byte past the first 8 KB,
 * numeric entities that are no character, long lines of delimiters, unclosed and nested OFX tags, a QIF
 * header of spaces. Sizes stay at tens of kilobytes to a megabyte, so the fuzz run stays short.
 */
const header = 'Date,Description,Amount,Category';
const good = '03/01/2026,COFFEE,-3.50,Food';
const csv = (...lines: string[]) => `${[header, good, ...lines].join('\n')}\n`;
const ofx = (name: string, body = '') =>
  'OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>\n' +
  `<STMTTRN>\n<DTPOSTED>20260301\n<TRNAMT>-1.00\n<FITID>1\n<NAME>${name}\n</STMTTRN>\n${body}` +
  '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n';
/** Past rejectBinary's first 8 KB of bytes. */
const padding = (good + '\n').repeat(400);

const longCell = fc
  .record({
    unit: fc.constantFrom('T', '-', ' ', '1', '1,', '<A', '&#', '"', 'x '),
    times: fc.constantFrom(700, 20_000),
    column: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ unit, times, column }) => {
    const cells = ['03/02/2026', 'SHOP', '-1.00', 'Food'];
    cells[column] = `1${unit.repeat(times)}1`;
    return csv(cells.join(','));
  });

const nulPastTheStart = fc
  .constantFrom('date', 'description', 'amount', 'category', 'qif payee', 'ofx name')
  .map((where) => {
    if (where === 'qif payee')
      return `!Type:Bank\n${'D03/01/2026\nT-1.00\nPSHOP\n^\n'.repeat(300)}PA\u0000B\n^\n`;
    if (where === 'ofx name') return ofx(`${'N'.repeat(9_000)}\u0000`);
    const cells = ['03/02/2026', 'SHOP', '-1.00', 'Food'];
    const at = ['date', 'description', 'amount', 'category'].indexOf(where);
    cells[at] = `${cells[at]!.slice(0, 2)}\u0000${cells[at]!.slice(2)}`;
    return `${header}\n${padding}${cells.join(',')}\n`;
  });

const entity = fc
  .constantFrom(
    '&#0;',
    '&#99999999;',
    '&#x110000;',
    '&#xD800;',
    '&#65;',
    '&#x1F600;',
    '&#;',
    `&#${'9'.repeat(400)};`,
  )
  .map((e) => ofx(`A ${e} B`));

const delimiterLine = fc
  .record({
    delimiter: fc.constantFrom(',', '\t', ';', '|', '"', ',"', '\n,'),
    times: fc.constantFrom(600, 40_000, 400_000),
  })
  .map(({ delimiter, times }) => csv(delimiter.repeat(times), '03/03/2026,AFTER,-1.00,'));

const ofxTags = fc.constantFrom(
  `OFXHEADER:100\n<OFX>${'<A'.repeat(30_000)}`,
  `OFXHEADER:100\n<OFX>${'</A'.repeat(20_000)}`,
  `OFXHEADER:100\n<OFX>${'<!'.repeat(30_000)}`,
  `OFXHEADER:100\n<OFX><${'A'.repeat(40)}>x<OFX>\n`,
  `OFXHEADER:100\n<OFX>${Array.from({ length: 300 }, (_, i) => `<N${i}>`).join('')}x`,
  `OFXHEADER:100\n<OFX>${'<A>'.repeat(20_000)}`,
  ofx('X', `<STMTTRN><TRNAMT>${'-'.repeat(30_000)}\n<DTPOSTED>${'T'.repeat(30_000)}\n</STMTTRN>\n`),
);

const qifShapes = fc.constantFrom(
  `!Type:${' '.repeat(30_000)}.\nD03/01/2026\nT-1.00\n^\n`,
  `!Type:Bank\nD${'T'.repeat(30_000)}\nT1${'-'.repeat(30_000)}1\nP${'P'.repeat(30_000)}\nL${'C'.repeat(30_000)}\n^\n`,
);

export const hostileStatement = fc.oneof(
  longCell,
  nulPastTheStart,
  entity,
  delimiterLine,
  ofxTags,
  qifShapes,
);

/** Multipart file names: ordinary, holding NUL or a control character, over 255 characters, empty. */
export const uploadName = fc.oneof(
  { weight: 6, arbitrary: fc.constant('statement.csv') },
  { weight: 1, arbitrary: fc.constantFrom('a\u0000b.csv', 'tab\there.csv', 'n'.repeat(20_000), '', ' ') },
);
