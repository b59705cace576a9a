import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** MAIL FROM and every RCPT TO: an injected Bcc would show here even when no header names it. */
  envelope: { from: string; to: string[] };
  /** The message as it crossed the wire, to look at header lines byte for byte. */
  raw: Buffer;
  parsed: ParsedMail;
}

/**
 * A real SMTP server inside the test: it accepts every message and keeps it, parsed (`messages`), and with its
 * envelope and raw bytes (`received`) for header-injection checks.
 */
export class SmtpSink {
  readonly messages: ParsedMail[] = [];
  readonly received: ReceivedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
              this.messages.push(parsed);
              this.received.push({ envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) }, raw, parsed });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
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

  to(address: string): ParsedMail[] {
    return this.messages.filter((m) => [m.to].flat().some((t) => t?.text.includes(address)));
  }

  /** Waits until `count` messages have arrived, or fails after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ParsedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${this.messages.length}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return this.messages;
  }

  /** The one-time code e-mails to `address`, oldest first (a hot-lead alert to the same holder is not one). */
  codesTo(address: string): ParsedMail[] {
    return this.to(address).filter(isCodeMail);
  }

  /** The mails of one kind (the X-Mail-Kind header the app sets), e.g. 'contact.team'. */
  ofKind(kind: string): ReceivedMail[] {
    return this.received.filter((m) => m.parsed.headers.get('x-mail-kind') === kind);
  }
}

/** A one-time code e-mail (X-Mail-Kind otp.code), as opposed to the other e-mails a licence holder gets. */
export function isCodeMail(mail: ParsedMail): boolean {
  return mail.headers.get('x-mail-kind') === 'otp.code';
}
