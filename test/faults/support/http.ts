import { createHmac, randomBytes } from 'node:crypto';

let nextAddress = Math.floor(Math.random() * 1_000_000) + 2_000_000;

/** A client address of its own (the server trusts one proxy), so the form rate limit never interferes. */
export function freshAddress(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface Answer {
  status: number;
  contentType: string | null;
  retryAfter: string | null;
  text: string;
  body?: unknown;
}

export async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, contentType: res.headers.get('content-type'), retryAfter: res.headers.get('retry-after'), text, body };
}

/** A small but real PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** POSTs the careers form as a browser does: multipart, with the résumé as `resume`. */
export async function applyForJob(baseUrl: string, email = `applicant-${randomBytes(4).toString('hex')}@example.com`): Promise<Answer> {
  const form = new FormData();
  form.append('fullName', 'Ada Lovelace');
  form.append('email', email);
  form.append('roles', 'mentor');
  form.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
  const res = await fetch(`${baseUrl}/api/careers`, {
    method: 'POST',
    headers: { Origin: baseUrl, 'X-Forwarded-For': freshAddress() },
    body: form,
    signal: AbortSignal.timeout(20_000),
  });
  return answerOf(res);
}

/**
 * A session cookie as express-session signs it (`s:<id>.<HMAC-SHA256 in base64>`) for a session that does not
 * exist: the server has to ask its session store, in PostgreSQL, about it.
 */
export function signedSessionCookie(secret: string): string {
  const sid = randomBytes(24).toString('base64url');
  const mac = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `__Host-averra.sid=${encodeURIComponent(`s:${sid}.${mac}`)}`;
}

/** Polls GET /api/ready and keeps every answer, to see when the server said it was (not) ready. */
export class ReadyProbe {
  readonly samples: (Answer & { at: number })[] = [];
  private running = false;
  private loop?: Promise<void>;

  constructor(private readonly baseUrl: string) {}

  start(everyMs = 250): this {
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        const at = Date.now();
        try {
          this.samples.push({ at, ...(await answerOf(await fetch(`${this.baseUrl}/api/ready`, { signal: AbortSignal.timeout(10_000) }))) });
        } catch (error) {
          this.samples.push({ at, status: 0, contentType: null, retryAfter: null, text: String(error) });
        }
        await new Promise((r) => setTimeout(r, everyMs));
      }
    })();
    return this;
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }
}
