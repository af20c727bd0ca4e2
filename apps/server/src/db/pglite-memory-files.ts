/**
 * PGlite in memory (no DATA_DIR: the tests, the benchmarks, a database loaded from a dump) keeps its files in
 * Emscripten's MEMFS. PostgreSQL grows a table or index file in steps of up to 64 pages with fallocate(),
 * which Emscripten runs as ftruncate(), and MEMFS answers every ftruncate() by copying the whole file into a
 * new array of exactly the new size: quadratic in the file's size. A profiled bench run of two 50,000-row
 * imports spent 2.2 s of CPU (and much of 2.3 s of garbage collection) copying files this way.
 * Writes already grow a file's array geometrically (expandFileStorage); this makes growth by ftruncate() do
 * the same. Shrinking keeps the original exact resize. A database with a DATA_DIR keeps its files on disk
 * (NODEFS) and is not touched.
 */

/** The part of an Emscripten MEMFS file node this reads and writes. */
export interface MemFile {
  contents: Uint8Array;
  usedBytes: number;
}

export interface MemFs {
  resizeFileStorage(node: MemFile, newSize: number): void;
  expandFileStorage(node: MemFile, newCapacity: number): void;
}

/** A resize that grows the file's array geometrically; bytes past the old end read as zeros, as before. */
export function growingResize(memfs: MemFs): MemFs['resizeFileStorage'] {
  const exact = memfs.resizeFileStorage.bind(memfs);
  return (node, newSize) => {
    if (newSize <= node.usedBytes) return exact(node, newSize);
    memfs.expandFileStorage(node, newSize);
    // Nothing promises zeros past usedBytes in the array (MEMFS may own a caller's buffer): a grown file's
    // new bytes read as zeros, as in the fresh array the exact resize made.
    node.contents.fill(0, node.usedBytes, newSize);
    node.usedBytes = newSize;
  };
}

/** Applies growingResize to a PGlite instance's MEMFS. Returns false when PGlite no longer has that shape. */
export function growMemoryFilesGeometrically(client: unknown): boolean {
  const memfs = (client as { Module?: { MEMFS?: Partial<MemFs> } }).Module?.MEMFS;
  if (typeof memfs?.resizeFileStorage !== 'function' || typeof memfs.expandFileStorage !== 'function')
    return false;
  memfs.resizeFileStorage = growingResize(memfs as MemFs);
  return true;
}
