import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/**
 * `accept`: keeps every message. `closed`: nothing listens on the port (connection refused). `reject`: the server
 * answers, but refuses every message, alternating a temporary 451 at RCPT TO and a permanent 554 after DATA.
 */
export type SmtpMode = 'accept' | 'closed' | 'reject';

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** A real SMTP server on a fixed port that can be switched off, or made to refuse every message, and back on. */
export class FaultySmtp {
  /** The messages accepted, parsed, in order of arrival. */
  readonly accepted: ParsedMail[] = [];
  /** How many messages were refused in each way. */
  readonly refused = { rcpt451: 0, data554: 0 };
  mode: SmtpMode = 'closed';
  port = 0;
  private server?: SMTPServer;
  private turn = 0;

  async start(port = 0): Promise<this> {
    this.port = port;
    await this.setMode('accept');
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async setMode(mode: SmtpMode): Promise<void> {
    if (mode === 'closed') await this.close();
    else if (!this.server) await this.listen();
    this.mode = mode;
  }

  async stop(): Promise<void> {
    await this.close();
  }

  /** Each accepted message by its Message-ID, with how many times it arrived. */
  countsByMessageId(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const m of this.accepted) counts.set(m.messageId ?? '', (counts.get(m.messageId ?? '') ?? 0) + 1);
    return counts;
  }

  private async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Switching off lets a conversation in progress finish (a message accepted is always acknowledged).
      closeTimeout: 5_000,
      onRcptTo: (_address, _session, callback) => {
        if (this.mode === 'reject' && this.turn++ % 2 === 0) {
          this.refused.rcpt451++;
          return callback(smtpError('Mailbox busy, try again later', 451));
        }
        callback();
      },
      onData: (stream: SMTPServerDataStream, _session, callback) => {
        if (this.mode === 'reject') {
          stream.on('end', () => {
            this.refused.data554++;
            callback(smtpError('Transaction failed', 554));
          });
          stream.resume();
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            this.accepted.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  private async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
