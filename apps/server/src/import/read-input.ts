import { StatementTooLargeError } from './errors.ts';
import { MAX_IMPORT_BYTES } from './limits.ts';

/**
 * Gathers the upload into one buffer. Encoding and format detection need the whole file (a Windows-1252 byte
 * can sit on the last line), and MAX_IMPORT_BYTES keeps that bounded; CSV records are then streamed.
 */
export async function readInput(input: Uint8Array | AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  if (input instanceof Uint8Array) {
    if (input.byteLength > MAX_IMPORT_BYTES) throw tooLarge();
    return input;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of input) {
    total += chunk.byteLength;
    if (total > MAX_IMPORT_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function tooLarge(): StatementTooLargeError {
  return new StatementTooLargeError(`The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`);
}
