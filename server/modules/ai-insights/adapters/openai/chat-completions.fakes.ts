import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: a status, the assistant's content (or a refusal), optional headers and a delay. */
export interface FakeReply {
  status?: number;
  content?: string;
  refusal?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** The error's `code`, as OpenAI sends it (e.g. 'insufficient_quota' with a 429). */
  errorCode?: string;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A local server speaking the chat-completions protocol (POST /v1/chat/completions), for tests of the OpenAI adapter
 * without a network: it answers from a script, in order, then repeats the last answer, and records every request.
 */
export class FakeChatCompletions {
  readonly requests: RecordedRequest[] = [];
  private script: FakeReply[] = [];
  private server: Server | null = null;
  private readonly pending = new Set<NodeJS.Timeout>();

  /** Replaces the script. */
  answer(...replies: FakeReply[]): this {
    this.script = replies;
    return this;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          // Recorded as {}: a test asserting on the body then fails, which is what it should do.
        }
        this.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
          return;
        }
        const reply = this.script.length > 1 ? this.script.shift()! : (this.script[0] ?? { status: 500 });
        const timer = setTimeout(() => {
          this.pending.delete(timer);
          if (!res.writable) return;
          const status = reply.status ?? 200;
          res.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
          res.end(JSON.stringify(status === 200 ? completion(String(body.model), reply) : { error: { message: `status ${status}`, type: 'fake', code: reply.errorCode ?? null } }));
        }, reply.delayMs ?? 0);
        this.pending.add(timer);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    for (const timer of this.pending) clearTimeout(timer);
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function completion(model: string, reply: FakeReply) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [
      {
        index: 0,
        finish_reason: 'stop',
        logprobs: null,
        message: { role: 'assistant', content: reply.refusal ? null : (reply.content ?? ''), refusal: reply.refusal ?? null },
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}
