import { resolve } from 'node:path';
import { Piscina } from 'piscina';
import { AnalysisTimeoutError } from '../../domain/analysis.errors.js';
import { limitedRunner, runWithTimeLimit } from './offline-analysis-pool.js';

describe('runWithTimeLimit (the analysis worker pool)', () => {
  const pool = new Piscina<{ pastChats: string }, { echoed: string }>({ filename: resolve('test/fixtures/spinning.worker.mjs'), maxThreads: 1 });

  afterAll(() => pool.destroy());

  it('stops a task that runs past the limit, while the event loop stays free, and the next task runs on a fresh thread', async () => {
    const started = Date.now();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    try {
      await expect(runWithTimeLimit(pool, { pastChats: 'spin' }, 300)).rejects.toBeInstanceOf(AnalysisTimeoutError);
    } finally {
      clearInterval(ticker);
    }
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(3000);
    // The main thread kept running its timers while the worker spun.
    expect(ticks).toBeGreaterThanOrEqual(5);
    await expect(runWithTimeLimit(pool, { pastChats: 'hello' }, 3000)).resolves.toEqual({ echoed: 'hello' });
  });

  it('starts a task\'s clock when a thread takes it, not while it waits behind others', async () => {
    const run = limitedRunner(pool, 1);
    // One thread: 'hello' waits 300 ms for the spinning task to be stopped. Handed straight to piscina, its 200 ms
    // would have run out in the queue.
    const [spun, echoed] = await Promise.allSettled([run({ pastChats: 'spin' }, 300), run({ pastChats: 'hello' }, 200)]);
    expect(spun).toMatchObject({ status: 'rejected', reason: expect.any(AnalysisTimeoutError) });
    expect(echoed).toEqual({ status: 'fulfilled', value: { echoed: 'hello' } });
    await expect(Promise.allSettled([runWithTimeLimit(pool, { pastChats: 'spin' }, 300), runWithTimeLimit(pool, { pastChats: 'hello' }, 200)])).resolves.toMatchObject([
      { status: 'rejected' },
      { status: 'rejected', reason: expect.any(AnalysisTimeoutError) },
    ]);
  });

  it('answers 503 analysis_timeout with a retryAfter', () => {
    const error = new AnalysisTimeoutError();
    expect([error.code, error.retryAfter, error.message]).toEqual([
      'analysis_timeout',
      5,
      'This analysis took too long and was stopped. Try again in a few seconds.',
    ]);
  });
});
