/**
 * Reading RFC 4180 text: a delimiter splits cells, double quotes wrap a cell (which may then hold the
 * delimiter, line breaks and "" for one quote). One reader for the app's own files read back (tests, the
 * labelled sets) and the first lines of a statement the import screen peeks at.
 */

/**
 * The cells of one line, as written (no trimming). `strict`: an unterminated quote is a SyntaxError;
 * otherwise the rest of the line is the last cell, as a peek at a cut-off line needs.
 */
export function csvLineCells(line: string, delimiter = ',', strict = false): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  if (quoted && strict) throw new SyntaxError(`Unterminated quote in: ${line}`);
  cells.push(cell);
  return cells;
}

/** The rows of a whole comma-separated text; a line ends with CRLF or LF outside quotes. */
export function csvTextRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (char === '\r') i++;
    } else cell += char;
  }
  // A last line without its line break is a row too.
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
