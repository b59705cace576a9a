export type LockedRun<T> = { ran: true; value: T } | { ran: false };

/** Lets one instance at a time sync the lead sources; the others skip instead of waiting. */
export abstract class SyncLock {
  abstract runExclusive<T>(work: () => Promise<T>): Promise<LockedRun<T>>;
}
