import { jest } from '@jest/globals';
import { GroupCommit } from './group-commit.js';

/** A write that records each batch and finishes only when the test says so. */
function controlledWrite(fail: (items: readonly string[]) => Error | undefined = () => undefined) {
  const batches: string[][] = [];
  const pending: (() => void)[] = [];
  let running = 0;
  let mostRunning = 0;
  const write = (items: readonly string[]) =>
    new Promise<void>((resolve, reject) => {
      batches.push([...items]);
      running++;
      mostRunning = Math.max(mostRunning, running);
      pending.push(() => {
        running--;
        const error = fail(items);
        if (error) reject(error);
        else resolve();
      });
    });
  return {
    write,
    batches,
    mostRunning: () => mostRunning,
    /** Ends the oldest running write and lets the scheduler react. */
    async finishOne() {
      pending.shift()?.();
      await settle();
    },
    async finishAll() {
      while (pending.length) await this.finishOne();
    },
  };
}

/** Lets promise callbacks and the setImmediate that dispatches a batch run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

function track(promise: Promise<void>) {
  const state = { done: false, error: undefined as unknown };
  promise.then(
    () => (state.done = true),
    (error: unknown) => (state.error = error),
  );
  return state;
}

describe('GroupCommit', () => {
  it('writes a lone item at once, on its own', async () => {
    const db = controlledWrite();
    const commit = new GroupCommit(db.write, { maxBatch: 10, maxInFlight: 1 });
    const first = track(commit.add('a'));
    await settle();
    expect(db.batches).toEqual([['a']]);
    expect(first.done).toBe(false);
    await db.finishOne();
    expect(first.done).toBe(true);
  });

  it('sends what arrives during a write together in the next one, and each caller waits for its own commit', async () => {
    const db = controlledWrite();
    const commit = new GroupCommit(db.write, { maxBatch: 10, maxInFlight: 1 });
    const first = track(commit.add('a'));
    await settle();
    const later = ['b', 'c', 'd'].map((item) => track(commit.add(item)));
    await settle();
    expect(db.batches).toEqual([['a']]);

    await db.finishOne();
    expect(first.done).toBe(true);
    expect(later.some((state) => state.done)).toBe(false);
    expect(db.batches).toEqual([['a'], ['b', 'c', 'd']]);

    await db.finishOne();
    expect(later.every((state) => state.done)).toBe(true);
  });

  it('runs at most maxInFlight writes at once and at most maxBatch items in each', async () => {
    const db = controlledWrite();
    const commit = new GroupCommit(db.write, { maxBatch: 3, maxInFlight: 2 });
    const states: ReturnType<typeof track>[] = [];
    for (let i = 0; i < 12; i++) {
      states.push(track(commit.add(`item ${i}`)));
      if (i % 4 === 0) await settle();
    }
    await settle();
    await db.finishAll();

    expect(states.every((state) => state.done)).toBe(true);
    expect(db.mostRunning()).toBe(2);
    expect(Math.max(...db.batches.map((batch) => batch.length))).toBe(3);
    expect(db.batches.flat().sort()).toEqual(states.map((_, i) => `item ${i}`).sort());
  });

  it('when a shared write fails, writes each item again alone: only the bad one fails, with its own error', async () => {
    const db = controlledWrite((items) => (items.includes('bad') ? new Error(`rejected ${items.join('+')}`) : undefined));
    const commit = new GroupCommit(db.write, { maxBatch: 10, maxInFlight: 1 });
    const first = track(commit.add('first'));
    await settle();
    const good = track(commit.add('good'));
    const bad = track(commit.add('bad'));
    const alsoGood = track(commit.add('also good'));
    await settle();
    await db.finishAll();

    expect(first.done && good.done && alsoGood.done).toBe(true);
    expect(bad.error).toEqual(new Error('rejected bad'));
    expect(db.batches).toEqual([['first'], ['good', 'bad', 'also good'], ['good'], ['bad'], ['also good']]);
  });

  it('passes on the error of a lone write, and keeps working afterwards', async () => {
    let down = true;
    const write = jest.fn(async () => {
      if (down) throw new Error('connection refused');
    });
    const commit = new GroupCommit(write, { maxBatch: 10, maxInFlight: 1 });
    await expect(commit.add('a')).rejects.toThrow('connection refused');
    down = false;
    await expect(commit.add('b')).resolves.toBeUndefined();
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('wraps a thrown non-Error so callers always get an Error', async () => {
    const commit = new GroupCommit(() => Promise.reject('plain string'), { maxBatch: 10, maxInFlight: 1 });
    await expect(commit.add('a')).rejects.toThrow('plain string');
  });
});
