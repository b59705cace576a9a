// The app refuses to start in production without SMTP_URL, and the mail worker sends while we measure:
// this sink accepts every message and throws it away, except the sign-in codes the bench itself needs.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export class SmtpSink {
  received = 0;
  #codes = [];
  #watched;
  #server;

  /** Starts on a free port; messages to `watchedAddress` are parsed for a six-digit code. */
  async start(watchedAddress) {
    this.#watched = watchedAddress.toLowerCase();
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // A reverse DNS lookup per connection would make the sink, not the mail worker, set the pace.
      disableReverseLookup: true,
      logger: false,
      onData: (stream, session, callback) => this.#onData(stream, session, callback),
    });
    await new Promise((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(0, '127.0.0.1', resolve);
    });
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.#server.server.address().port}`;
  }

  #onData(stream, session, callback) {
    this.received++;
    const watched = session.envelope.rcptTo.some((to) => to.address.toLowerCase() === this.#watched);
    if (!watched) {
      stream.on('end', () => callback()).resume();
      return;
    }
    simpleParser(stream)
      .then((mail) => {
        // The code sits alone on an indented line of the code e-mail (test/e2e/support/mail-code.ts).
        const code = /^\s+(\d{6})\s*$/m.exec(mail.text ?? '')?.[1];
        if (code) this.#codes.push(code);
        callback();
      })
      .catch(callback);
  }

  /** The next sign-in code e-mailed to the watched address. */
  async nextCode(timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.#codes.length) {
      if (Date.now() > deadline) throw new Error('no sign-in code arrived by e-mail');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.#codes.shift();
  }

  stop() {
    return new Promise((resolve) => (this.#server ? this.#server.close(resolve) : resolve()));
  }
}
