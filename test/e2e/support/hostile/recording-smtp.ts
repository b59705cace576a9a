import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface RecordedMail {
  /** MAIL FROM and every RCPT TO: an injected Bcc would show here even when no header names it. */
  envelope: { from: string; to: string[] };
  /** The message as it crossed the wire, to look at header lines byte for byte. */
  raw: Buffer;
  parsed: ParsedMail;
}

/** Like SmtpSink, but it keeps the SMTP envelope and the raw message too, for header-injection checks. */
export class RecordingSmtpSink {
  readonly mails: RecordedMail[] = [];
  private server?: SMTPServer;
  private port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
              this.mails.push({ envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) }, raw, parsed });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `count` messages have arrived in total, or fails after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 15_000): Promise<RecordedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.mails.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${this.mails.length}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return this.mails;
  }

  /** The mails of one kind (the X-Mail-Kind header the app sets), e.g. 'contact.team'. */
  ofKind(kind: string): RecordedMail[] {
    return this.mails.filter((m) => m.parsed.headers.get('x-mail-kind') === kind);
  }
}
