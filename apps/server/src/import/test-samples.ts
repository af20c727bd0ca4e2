import { readFileSync } from 'node:fs';
import { parseStatement } from './parse-statement.ts';
import type { ImportOptions, ParsedStatement } from './types.ts';

/** The bytes of an export under fixtures/, exactly as a bank would hand them over. */
export function readSample(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
}

export function parseSample(name: string, options?: ImportOptions): Promise<ParsedStatement> {
  return parseStatement(readSample(name), options);
}

export function bytesOf(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** The fields a reader checks first: when, how much (product sign), what. */
export function summary(statement: ParsedStatement): [string, number, string][] {
  return statement.rows.map((row) => [row.date, row.amountCents, row.description]);
}
