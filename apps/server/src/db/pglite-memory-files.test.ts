import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { growingResize, type MemFile, type MemFs } from './pglite-memory-files.ts';

// A stand-in with MEMFS's own two functions (PGlite 0.5's, as written in its bundle).
function memfs(): MemFs {
  return {
    resizeFileStorage(node, newSize) {
      if (node.usedBytes === newSize) return;
      const old = node.contents;
      node.contents = new Uint8Array(newSize);
      node.contents.set(old.subarray(0, Math.min(newSize, node.usedBytes)));
      node.usedBytes = newSize;
    },
    expandFileStorage(node, newCapacity) {
      const prev = node.contents.length;
      if (prev >= newCapacity) return;
      newCapacity = Math.max(newCapacity, (prev * (prev < 1048576 ? 2 : 1.125)) >>> 0, prev ? 256 : 0);
      const data = node.contents.subarray(0, node.usedBytes);
      node.contents = new Uint8Array(newCapacity);
      node.contents.set(data);
    },
  };
}

const bytes = (node: MemFile) => [...node.contents.subarray(0, node.usedBytes)];

describe('in-memory PGlite files grown by ftruncate', () => {
  it('keeps the content, reads zeros in the grown part, copies rarely, and shrinks exactly', () => {
    const fs = memfs();
    const resize = growingResize(fs);
    const node: MemFile = { contents: new Uint8Array([1, 2, 3]), usedBytes: 3 };
    resize(node, 5);
    expect(bytes(node)).toEqual([1, 2, 3, 0, 0]);
    // A buffer MEMFS owns may hold other bytes past usedBytes: they must not show through.
    const owned: MemFile = { contents: new Uint8Array([7, 8, 9, 9]), usedBytes: 2 };
    resize(owned, 4);
    expect(bytes(owned)).toEqual([7, 8, 0, 0]);
    // Growing 8 KB at a time up to 8 MB makes a new array about 50 times, not 1,000.
    let arrays = 0;
    for (let size = 8192; size <= 8 * 2 ** 20; size += 8192) {
      const before = node.contents;
      resize(node, size);
      if (node.contents !== before) arrays++;
    }
    expect(arrays).toBeLessThan(60);
    expect(node.usedBytes).toBe(8 * 2 ** 20);
    expect(bytes(node).slice(0, 4)).toEqual([1, 2, 3, 0]);
    resize(node, 2);
    expect(node.contents.length).toBe(2);
    expect(bytes(node)).toEqual([1, 2]);
  });

  it('is applied to an in-memory database, which still reads back what grew and shrank', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    expect(String(client.Module.MEMFS.resizeFileStorage)).toContain('expandFileStorage');
    // A bulk write (create table as, as COPY does) grows the file by fallocate, in steps of several pages.
    await client.exec(`create table t as select n, repeat('x', 200) pad from generate_series(1, 20000) n;
      delete from t where n > 10;`);
    await client.exec('vacuum t'); // gives the emptied pages back: the file shrinks
    await client.exec(`insert into t select n, repeat('y', 200) from generate_series(11, 15000) n`);
    const { rows } = await client.query<{ c: number; s: number }>(
      'select count(*)::int c, sum(n)::int s from t',
    );
    expect(rows).toEqual([{ c: 15000, s: (15000 * 15001) / 2 }]);
    await database.close();
  });
});
