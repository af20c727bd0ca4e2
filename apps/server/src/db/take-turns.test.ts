import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { chunkRowsNow, interactiveRequestStarted, runAsHeavyWork, takeTurns } from './take-turns.ts';

/** A stand-in for PGlite that records when each statement reached it. */
function recordingClient() {
  const started: string[] = [];
  const client = {
    query: async (text: string) => {
      started.push(text);
      return { rows: [] };
    },
    exec: async (text: string) => {
      started.push(text);
      return [];
    },
    transaction: async (fn: () => Promise<unknown>) => fn(),
  };
  return { client: takeTurns(client as unknown as PGlite), started };
}

describe('takeTurns', () => {
  it("lets a person's statements go before heavy work's while the person's request is in flight", async () => {
    const { client, started } = recordingClient();
    const end = interactiveRequestStarted();
    try {
      // The heavy statement is asked for first; a plain one (a person's) after it goes first.
      const heavy = runAsHeavyWork(() => client.query('heavy'));
      await client.query('plain');
      end();
      await heavy;
      expect(started).toEqual(['plain', 'heavy']);
    } finally {
      end();
    }
  });

  it("waits for a person's request that arrived in the turn before the heavy statement", async () => {
    const { client, started } = recordingClient();
    let end = () => {};
    // The request is counted in the same turn of the event loop the heavy statement takes before it starts
    // (as a request read from its socket would be): the statement must see it and let it finish first.
    setImmediate(() => {
      end = interactiveRequestStarted();
      void client.query('plain').then(() => setTimeout(() => end(), 5));
    });
    await runAsHeavyWork(() => client.query('heavy'));
    end();
    expect(started).toEqual(['plain', 'heavy']);
  });

  it('keeps the order asked for when nobody is waiting', async () => {
    const { client, started } = recordingClient();
    const heavy = runAsHeavyWork(() => client.query('heavy'));
    await client.query('plain');
    await heavy;
    expect(started).toEqual(['heavy', 'plain']);
  });

  it('lets heavy work go on after at most a bounded wait when requests never stop', async () => {
    const { client, started } = recordingClient();
    const end = interactiveRequestStarted();
    try {
      // The request never ends here: the heavy statement still runs (the test would time out if not).
      await runAsHeavyWork(() => client.query('heavy'));
      expect(started).toEqual(['heavy']);
    } finally {
      end();
    }
  });

  it('runs heavy work at once when nobody is waiting', async () => {
    const { client, started } = recordingClient();
    await runAsHeavyWork(async () => {
      for (let i = 0; i < 20; i++) await client.query(`q${i}`);
    });
    expect(started).toHaveLength(20);
  });

  it('takes full chunks alone, a third of them while people use the server and for 100 ms after', async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(chunkRowsNow(75)).toBe(75);
    const end = interactiveRequestStarted();
    expect(chunkRowsNow(75)).toBe(25);
    expect(chunkRowsNow(1)).toBe(1);
    end();
    expect(chunkRowsNow(100)).toBe(34);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(chunkRowsNow(100)).toBe(100);
  });
});
