import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import type { AiAnalysis, AiAnalysisRequest } from '../../../../../shared/api.js';
import { AnalysisTimeoutError } from '../../domain/analysis.errors.js';
import { analyzeOffline } from './offline-lead-analyzer.js';

/**
 * The longest one analysis may run. Measured analyses take milliseconds (p95 0.5 ms; the worst adversarial input
 * found, about 15 ms: docs/ai-evaluation.md), so only a pathological input reaches this, and it is stopped.
 */
export const ANALYSIS_TIME_LIMIT_MS = 3000;

/**
 * The compiled worker: beside this file when the app runs from `dist/`; in `dist/` when this file runs from the
 * TypeScript sources (the e2e tests build first, so they run the analysis on the same threads as production).
 */
const HERE = fileURLToPath(new URL('.', import.meta.url));
const WORKER_FILE = [join(HERE, 'analysis.worker.js'), join(HERE, '../../../../../dist/server/modules/ai-insights/adapters/offline/analysis.worker.js')].find(
  (file) => existsSync(file),
);

/** Runs one task on the pool; past `timeLimitMs` the task's thread is terminated and AnalysisTimeoutError thrown. */
export async function runWithTimeLimit<In, Out>(pool: Piscina<In, Out>, task: In, timeLimitMs: number): Promise<Out> {
  try {
    return await pool.run(task, { signal: AbortSignal.timeout(timeLimitMs) });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'AbortError' || name === 'TimeoutError') throw new AnalysisTimeoutError();
    throw error;
  }
}

/**
 * runWithTimeLimit with at most `concurrency` tasks handed to the pool at once (one a thread). The time limit starts
 * when a task is handed over, so a task that waited in piscina's queue behind a batch (the background scoring hands
 * over 50) would be stopped for the wait, not for its own run: here it waits before its clock starts.
 */
export function limitedRunner<In, Out>(pool: Piscina<In, Out>, concurrency: number): (task: In, timeLimitMs: number) => Promise<Out> {
  const slots = pLimit(concurrency);
  return (task, timeLimitMs) => slots(() => runWithTimeLimit(pool, task, timeLimitMs));
}

/**
 * Runs the offline analyzer on worker threads (piscina), never on the event loop: whatever a lead's text does to the
 * analyzer's patterns, `/api/health` and every other request keep being answered, and a task past the time limit
 * is aborted (its thread is terminated and replaced). Without a compiled worker (unit tests on the sources before
 * any build) it analyses in-process.
 */
@Injectable()
export class OfflineAnalysisPool implements OnApplicationShutdown {
  private readonly logger = new Logger('OfflineAnalysisPool');
  private pool: Piscina<AiAnalysisRequest, AiAnalysis> | null = null;
  private runner: ((task: AiAnalysisRequest, timeLimitMs: number) => Promise<AiAnalysis>) | null = null;
  private readonly maxThreads = Math.max(1, Math.min(4, availableParallelism()));

  get threaded(): boolean {
    return WORKER_FILE !== undefined;
  }

  /**
   * The threads start with the first analysis, not with the app: a CLI command that never analyses starts none. One
   * started at boot could still be loading the analyzer when a short command exits, and Node 24 aborts a worker
   * terminated in the middle of loading its modules (a native assertion printed on stderr; seen in CI).
   */
  private threads(): ((task: AiAnalysisRequest, timeLimitMs: number) => Promise<AiAnalysis>) | null {
    if (!WORKER_FILE) return null;
    if (!this.runner) {
      const pool = new Piscina<AiAnalysisRequest, AiAnalysis>({ filename: WORKER_FILE, minThreads: this.maxThreads, maxThreads: this.maxThreads });
      // Each thread loads the analyzer with a first, empty analysis before any real one starts its clock: loading
      // takes well under a second, but on a busy machine (a test run, a deploy) it once took past the 3 s limit.
      const warmUp = Promise.allSettled(Array.from({ length: this.maxThreads }, () => pool.run({ name: '', pastChats: '', previousIntent: '' })));
      const limited = limitedRunner(pool, this.maxThreads);
      this.pool = pool;
      this.runner = async (task, timeLimitMs) => {
        await warmUp;
        return limited(task, timeLimitMs);
      };
    }
    return this.runner;
  }

  async run(input: AiAnalysisRequest, timeLimitMs = ANALYSIS_TIME_LIMIT_MS): Promise<AiAnalysis> {
    const runOnThread = this.threads();
    if (!runOnThread) return analyzeOffline(input);
    // Only what the analyzer reads crosses to the thread (a structured clone of three strings).
    const task = { name: input.name, pastChats: input.pastChats, previousIntent: input.previousIntent, market: input.market };
    try {
      return await runOnThread(task, timeLimitMs);
    } catch (error) {
      if (error instanceof AnalysisTimeoutError) {
        this.logger.warn(`An analysis ran past ${timeLimitMs} ms and was stopped (${(input.pastChats ?? '').length} characters of chats)`);
      }
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
  }
}
