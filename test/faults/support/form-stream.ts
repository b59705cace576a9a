import { freshAddress } from './http.js';

/** What one form submission got back. Status 0: no HTTP answer at all (the server was down or died mid-request). */
export interface Outcome {
  n: number;
  /** The visitor address of this submission: its confirmation e-mail goes there. */
  email: string;
  startedAt: number;
  endedAt: number;
  status: number;
  contentType: string | null;
  retryAfter: string | null;
  /** The parsed JSON answer, or undefined when it was not JSON. */
  body?: unknown;
  text: string;
  error?: string;
}

export interface StreamOptions {
  /** How many clients post at the same time. */
  clients?: number;
  /** Pause of each client between two of its submissions. */
  pauseMs?: number;
  /** Per-request deadline: a request that hangs longer counts as no answer. */
  requestTimeoutMs?: number;
}

/**
 * A steady stream of contact-form submissions from several concurrent clients, as visitors would send them, each
 * recorded with its answer. `target()` is read for every request, so the stream can outlive a server restart.
 */
export class FormStream {
  readonly outcomes: Outcome[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private count = 0;
  private readonly tag = Math.random().toString(36).slice(2, 8);

  constructor(
    private readonly target: () => string,
    private readonly options: StreamOptions = {},
  ) {}

  start(): this {
    this.running = true;
    this.loops = Array.from({ length: this.options.clients ?? 4 }, () => this.loop());
    return this;
  }

  /** Stops sending and waits for the requests in flight; returns every outcome. */
  async stop(): Promise<Outcome[]> {
    this.running = false;
    await Promise.all(this.loops);
    return this.outcomes;
  }

  /** The submissions the server acknowledged with 201 and an id. */
  created(): (Outcome & { id: string })[] {
    return this.outcomes
      .filter((o) => o.status === 201 && typeof (o.body as { id?: unknown })?.id === 'string')
      .map((o) => ({ ...o, id: (o.body as { id: string }).id }));
  }

  private async loop(): Promise<void> {
    while (this.running) {
      await this.submit();
      await new Promise((r) => setTimeout(r, this.options.pauseMs ?? 100));
    }
  }

  private async submit(): Promise<void> {
    const n = ++this.count;
    const email = `visitor-${this.tag}-${n}@example.com`;
    const base = this.target();
    const outcome: Outcome = { n, email, startedAt: Date.now(), endedAt: 0, status: 0, contentType: null, retryAfter: null, text: '' };
    try {
      const res = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base, 'X-Forwarded-For': freshAddress() },
        body: JSON.stringify({ fullName: `Visitor ${n}`, email, subject: `Question ${this.tag}-${n}`, message: `Message number ${n}.` }),
        signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 20_000),
      });
      outcome.status = res.status;
      outcome.contentType = res.headers.get('content-type');
      outcome.retryAfter = res.headers.get('retry-after');
      outcome.text = await res.text();
      try {
        outcome.body = JSON.parse(outcome.text);
      } catch {
        // not JSON: the assertions report the text
      }
    } catch (error) {
      outcome.error = String((error as Error).cause ?? error);
    }
    outcome.endedAt = Date.now();
    this.outcomes.push(outcome);
  }
}
