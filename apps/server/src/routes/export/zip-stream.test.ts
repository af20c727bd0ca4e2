import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { textStream, zipStream } from './zip-stream.ts';

/** A file of `count` numbered lines that records how many it has handed out so far. */
function countingFile(count: number) {
  const state = { produced: 0 };
  async function* chunks() {
    for (let i = 0; i < count; i++) {
      state.produced += 1;
      yield `line ${i} ${'x'.repeat(2000)}\n`;
    }
  }
  return { state, chunks };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

describe('zipStream', () => {
  it('asks for the next chunk only as the reader pulls, and writes a zip every reader opens', async () => {
    const big = countingFile(500);
    const stream = zipStream(
      [
        { name: 'a.csv', chunks: big.chunks },
        { name: 'b.json', chunks: countingFile(3).chunks },
      ],
      new Date('2026-11-21T12:00:00Z'),
    );
    const reader = stream.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // One pull produced bytes after a handful of chunks, not after reading the whole file.
    expect(big.state.produced).toBeGreaterThan(0);
    expect(big.state.produced).toBeLessThan(50);
    reader.releaseLock();

    const rest = await readAll(stream);
    const bytes = new Uint8Array(first.value!.byteLength + rest.byteLength);
    bytes.set(first.value!, 0);
    bytes.set(rest, first.value!.byteLength);
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(['a.csv', 'b.json']);
    const a = strFromU8(files['a.csv']!).split('\n');
    expect(a).toHaveLength(501);
    expect(a[499]).toMatch(/^line 499 x+$/);
    expect(strFromU8(files['b.json']!)).toMatch(/^line 0 x+\nline 1 x+\nline 2 x+\n$/);
  });

  it('stops reading when the download is cancelled', async () => {
    const big = countingFile(500);
    const reader = zipStream([{ name: 'a.csv', chunks: big.chunks }], new Date()).getReader();
    await reader.read();
    const seen = big.state.produced;
    await reader.cancel();
    expect(big.state.produced).toBe(seen);
  });
});

describe('textStream', () => {
  it('passes the chunks through as UTF-8, one per pull', async () => {
    async function* chunks() {
      yield '{"a":';
      yield '"café"}';
    }
    expect(new TextDecoder().decode(await readAll(textStream(chunks())))).toBe('{"a":"café"}');
  });
});
