/**
 * The current time, injected wherever a rule depends on it (code expiry, session timeouts, send caps),
 * so tests can move time forward instead of waiting. The class is its own DI token.
 */
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that stands still until moved: for tests of expiry and timeouts. */
export class ManualClock extends Clock {
  private current: number;

  constructor(start: Date | number = Date.now()) {
    super();
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  override now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(time: Date | number): void {
    this.current = typeof time === 'number' ? time : time.getTime();
  }
}
