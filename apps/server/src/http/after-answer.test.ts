import { EventEmitter } from 'node:events';
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { afterAnswer } from './after-answer.ts';

const contextWith = (env: unknown) => ({ env }) as unknown as Context;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('afterAnswer', () => {
  it('waits for the answer to be written, and runs the work once', async () => {
    const outgoing = Object.assign(new EventEmitter(), { writableFinished: false });
    let runs = 0;
    afterAnswer(contextWith({ outgoing }), () => runs++);
    await nextTurn();
    expect(runs).toBe(0);
    outgoing.emit('finish');
    outgoing.emit('close');
    expect(runs).toBe(1);
  });

  it('runs on a closed connection whose answer never finished', () => {
    const outgoing = Object.assign(new EventEmitter(), { writableFinished: false });
    let runs = 0;
    afterAnswer(contextWith({ outgoing }), () => runs++);
    outgoing.emit('close');
    expect(runs).toBe(1);
  });

  it('runs on the next turn when the answer is already out or there is no Node response', async () => {
    let runs = 0;
    afterAnswer(
      contextWith({ outgoing: Object.assign(new EventEmitter(), { writableFinished: true }) }),
      () => runs++,
    );
    afterAnswer(contextWith(undefined), () => runs++);
    expect(runs).toBe(0);
    await nextTurn();
    expect(runs).toBe(2);
  });
});
