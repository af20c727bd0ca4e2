import type { ImplausibleRows } from '@tourniquet/domain';
import type { StatementRow } from '@tourniquet/domain/contracts';
import type { ImportOptions, ParsedStatement } from '../types.ts';

/** What the pool sends a worker: the file's bytes (a copy) and how to read them. */
export interface ParseRequest {
  bytes: Uint8Array;
  options: ImportOptions;
  /** Rows to send back (a preview shows a few: 100,000 rows need not cross threads for it); null for all. */
  rowLimit: number | null;
}

export type ParseReply =
  | {
      ok: true;
      parsed: ParsedStatement;
      totalRows: number;
      implausible?: ImplausibleRows<StatementRow>;
      importIds?: string[];
    }
  | { ok: false; name: string; message: string };

/** Sent by a worker as it takes a request: the parse's time limit counts from here, not from its start-up. */
export interface ParseStarted {
  started: true;
}
