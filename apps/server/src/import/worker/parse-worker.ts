import { parentPort } from 'node:worker_threads';
import { implausibleRows } from '@tourniquet/domain';
import { parseStatement } from '../parse-statement.ts';
import type { ParseReply, ParseRequest, ParseStarted } from './parse-messages.ts';

/**
 * A parse worker (see parse-pool.ts): one statement at a time, as the pool sends them. The reply carries the
 * parsed statement, or the error's name and message (StatementFormatError and StatementTooLargeError are
 * rebuilt on the other side; anything else becomes a plain Error there).
 */
parentPort!.on('message', (request: ParseRequest) => {
  parentPort!.postMessage({ started: true } satisfies ParseStarted);
  void parseStatement(request.bytes, request.options).then(
    (parsed) => {
      const totalRows = parsed.rows.length;
      const rows = request.rowLimit === null ? parsed.rows : parsed.rows.slice(0, request.rowLimit);
      // Counted here, over every row: a preview's rows are only the first few.
      const implausible = request.options.today
        ? implausibleRows(parsed.rows, request.options.today)
        : undefined;
      const importIds = request.options.importIds ? parsed.rows.map((row) => row.importId) : undefined;
      reply({ ok: true, parsed: { ...parsed, rows }, totalRows, implausible, importIds });
    },
    (error: unknown) => {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      reply({ ok: false, name, message });
    },
  );
});

function reply(message: ParseReply): void {
  parentPort!.postMessage(message);
}
