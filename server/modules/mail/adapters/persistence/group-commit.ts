import DataLoader from 'dataloader';

export interface GroupCommitOptions {
  /** Most items one statement carries (PostgreSQL takes at most 65,535 parameters in one statement). */
  maxBatch: number;
  /** Most statements in flight at once; items that arrive meanwhile wait and go out together in the next one. */
  maxInFlight: number;
}

/**
 * Group commit: writes that arrive while earlier ones are still in flight are sent together, as one statement
 * and one commit. One form alone is written at once, as before; fifty at the same moment take a handful of
 * statements instead of fifty, which spares PostgreSQL a commit (and a WAL flush) per form and the app a round
 * trip each. Every caller still waits for the commit that holds its own row, so a 201 still means "stored".
 *
 * DataLoader gathers the items and hands each caller its own result; what it lacks is the rule for when to send,
 * which `schedule` adds: at once while fewer than `maxInFlight` statements run, otherwise when one of them ends.
 */
export class GroupCommit<T> {
  private readonly loader: DataLoader<T, void>;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly write: (items: readonly T[]) => Promise<void>,
    private readonly options: GroupCommitOptions,
  ) {
    this.loader = new DataLoader((items) => this.writeBatch(items), {
      cache: false,
      maxBatchSize: options.maxBatch,
      batchScheduleFn: (dispatch) => this.schedule(dispatch),
    });
  }

  /** Resolves once `item` is committed; rejects with the error of its own write. */
  add(item: T): Promise<void> {
    return this.loader.load(item);
  }

  private schedule(dispatch: () => void): void {
    if (this.inFlight < this.options.maxInFlight) {
      this.inFlight++;
      // After the events already waiting (other requests' bodies) have had their turn, so they join this batch.
      setImmediate(dispatch);
    } else {
      this.waiting.push(dispatch);
    }
  }

  private async writeBatch(items: readonly T[]): Promise<(void | Error)[]> {
    try {
      return await this.writeEach(items);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.inFlight--;
    }
  }

  /**
   * The batch as one statement; if that fails, each item again on its own, so one bad row (or one unlucky
   * moment) fails only its own request and every caller gets the error of its own write.
   */
  private async writeEach(items: readonly T[]): Promise<(void | Error)[]> {
    try {
      await this.write(items);
      return items.map(() => undefined);
    } catch (error) {
      if (items.length === 1) return [asError(error)];
    }
    return Promise.all(items.map((item) => this.write([item]).then(() => undefined, asError)));
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
