import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectAtRest, memoryByPart } from './collect-at-rest.ts';

/** A server that emits requests; each request's response closes when the test says. */
function fakeServer() {
  const server = new EventEmitter();
  const request = () => {
    const res = new EventEmitter();
    server.emit('request', {} as IncomingMessage, res as unknown as ServerResponse);
    return { close: () => res.emit('close') };
  };
  return { server, request };
}

describe('a full collection once the server is at rest', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once after a busy spell and half a minute of quiet, never while a request is in flight', () => {
    const { server, request } = fakeServer();
    const collect = vi.fn();
    const { stop } = collectAtRest(server, { collect, quietMs: 30_000, checkMs: 1_000 });

    // Quiet from the start: nothing to give back.
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();

    // A long request: no collection while it is in flight, however long.
    const slow = request();
    vi.advanceTimersByTime(120_000);
    expect(collect).not.toHaveBeenCalled();
    slow.close();

    // Half a minute after it ended, once.
    vi.advanceTimersByTime(29_000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300_000);
    expect(collect).toHaveBeenCalledTimes(1);

    // The next busy spell earns the next one; a request in the quiet time starts the wait again.
    request().close();
    vi.advanceTimersByTime(20_000);
    request().close();
    vi.advanceTimersByTime(20_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(11_000);
    expect(collect).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('memoryByPart', () => {
  it('gives each part in whole MB, the resident figure covering the heap in use', () => {
    const parts = memoryByPart();
    expect(Object.keys(parts).sort()).toEqual(
      ['arrayBuffersMb', 'externalMb', 'heapTotalMb', 'heapUsedMb', 'rssMb', 'youngGenerationMb'].sort(),
    );
    for (const value of Object.values(parts)) expect(Number.isInteger(value)).toBe(true);
    expect(parts.rssMb).toBeGreaterThanOrEqual(parts.heapUsedMb!);
    expect(parts.heapTotalMb).toBeGreaterThanOrEqual(parts.heapUsedMb!);
  });
});
