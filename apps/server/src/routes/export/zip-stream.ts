import { Zip, ZipDeflate } from 'fflate';

export interface ZipEntry {
  name: string;
  /** The file's text, produced lazily: the next chunk is asked for only when the reader wants more bytes. */
  chunks: () => AsyncIterable<string>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/**
 * A zip archive as a byte stream, written as it is read: each pull asks the entries for their next chunk,
 * deflates it and hands the compressed bytes on. A slow reader therefore slows the database reads down
 * instead of piling bytes up in memory. Entries are written one after the other (fflate streams each with a
 * data descriptor, which every unzip tool reads).
 */
export function zipStream(entries: readonly ZipEntry[], mtime: Date): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, data) => {
    if (err) failure = err;
    else if (data.byteLength > 0) ready.push(data);
  });

  async function* write(): AsyncGenerator<void> {
    for (const entry of entries) {
      const file = new ZipDeflate(entry.name, { level: 6 });
      file.mtime = mtime;
      zip.add(file);
      for await (const text of entry.chunks()) {
        if (text !== '') file.push(encoder.encode(text));
        yield;
      }
      file.push(new Uint8Array(0), true);
      yield;
    }
    zip.end();
  }
  return pullStream(write(), ready, () => failure);
}

/** A text document (the JSON export) as a byte stream, one chunk per pull. */
export function textStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const ready: Uint8Array[] = [];
  async function* write(): AsyncGenerator<void> {
    for await (const text of chunks) {
      if (text !== '') ready.push(encoder.encode(text));
      yield;
    }
  }
  return pullStream(write(), ready, () => null);
}

/** Runs `steps` until it has produced bytes into `ready`, once per pull; closes when the steps end. */
function pullStream(
  steps: AsyncGenerator<void>,
  ready: Uint8Array[],
  failure: () => Error | null,
): ReadableStream<Uint8Array> {
  let finished = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const error = failure();
        if (error) throw error;
        if (ready.length > 0) {
          controller.enqueue(concat(ready.splice(0)));
          return;
        }
        if (finished) {
          controller.close();
          return;
        }
        finished = (await steps.next()).done === true;
      }
    },
    async cancel() {
      // The reader went away (download cancelled): stop reading pages.
      await steps.return(undefined);
    },
  });
}
