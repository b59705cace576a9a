import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { LeadsService } from '../../server/modules/leads/application/leads.service.js';
import { LicensingService } from '../../server/modules/licensing/application/licensing.service.js';
import { careerParts, multipart, PDF } from './support/hostile/multipart.js';
import { SmtpSink, type ReceivedMail } from './support/smtp-sink.js';
import { runCli } from './support/server-process.js';
import { APP_ORIGIN, freshClientIp, TestApp } from './support/test-app.js';

/**
 * Issue 7, part 5: text that is valid but hostile (markup, line breaks aimed at mail headers and the SMTP dialogue,
 * bidi overrides, terminal escapes) is stored as given, and wherever it is shown again (the team's and the visitor's
 * e-mails, the admin CLI's listings) it can't inject a header, a recipient, markup or a terminal sequence.
 */
describe('Hostile text in e-mails and CLI output', () => {
  let smtp: SmtpSink;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    app = await TestApp.start({ smtpUrl: smtp.url });
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  const post = (path: string, body: object) => request(app.http).post(path).set('X-Forwarded-For', freshClientIp()).set('Origin', APP_ORIGIN).send(body);

  /** Valid values a visitor may send, each carrying an attack on whatever shows it later. */
  // Names and subjects are one line (a line break is refused with a 400: enquiries.e2e-spec.ts); the message is not.
  const NAME = '\u202egnp.exe Ada <script>alert("name")</script> Bcc: evil-name@example.com X-Injected: name \u2067עברית\u2069';
  const SUBJECT = 'Hello <b>team</b> X-Injected: subject Bcc: evil-subject@example.com 👩‍💻';
  const MESSAGE =
    '<img src=x onerror=alert(1)><svg/onload=alert(2)>\r\n.\r\nMAIL FROM:<evil@example.com>\r\nRCPT TO:<evil-smtp@example.com>\r\nDATA\r\n' +
    'Subject: smuggled\r\n\r\nsmuggled body\r\n.\r\n\tZ\u0301\u0301 zero\u200bwidth';
  const MARKUP = ['<script', '<img', '<svg', '<b>', 'onerror=', 'onload='];
  // One address per form: a second confirmation to one address within the hour would be skipped (one an hour).
  const VISITOR = { contact: 'contact-visitor@example.com', booking: 'booking-visitor@example.com', careers: 'careers-visitor@example.com' };
  const TEAM = 'team@example.test';

  const submitted: Record<string, string> = {};

  /** Header names the app's e-mails have; an injected header would add another. */
  const HEADERS = new Set(['x-mail-kind', 'from', 'to', 'reply-to', 'subject', 'message-id', 'content-transfer-encoding', 'date', 'mime-version', 'content-type']);

  function headerNames(raw: Buffer): string[] {
    const head = raw.toString('utf8').split(/\r?\n\r?\n/)[0];
    return head
      .replace(/\r?\n[ \t]/g, ' ')
      .split(/\r?\n/)
      .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
  }

  function expectCleanMail(mail: ReceivedMail, recipient: string) {
    const what = `${mail.parsed.headers.get('x-mail-kind')} e-mail`;
    expect([what, mail.envelope]).toEqual([what, { from: 'no-reply@averra.ai', to: [recipient] }]);
    expect([what, headerNames(mail.raw).filter((name) => !HEADERS.has(name))]).toEqual([what, []]);
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.parsed.cc).toBeUndefined();
    expect(mail.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.value.map((a) => a.address) : mail.parsed.to).toEqual([recipient]);
    expect(mail.parsed.subject ?? '').not.toMatch(/[\r\n]/);
    // The e-mails are plain text; were an HTML part ever added, the visitor's markup must arrive in it escaped.
    const html = mail.parsed.html || '';
    expect([what, MARKUP.filter((m) => html.includes(m))]).toEqual([what, []]);
    expect(mail.parsed.text).toBeTruthy();
  }

  describe('addresses that would inject headers or terminal sequences are refused', () => {
    it.each([
      ['CR/LF and a Bcc in a quoted local part', '"a\r\nBcc: evil@example.com"@example.com'],
      ['a bare LF', '"a\nRCPT TO:<evil@example.com>"@example.com'],
      ['ESC in a quoted local part', '"\u001b[2J\u001b]0;pwned\u0007"@example.com'],
      ['a tab', '"a\tb"@example.com'],
      ['a right-to-left override', 'visitor@exa\u202emple.com'],
      ['a zero-width space', 'visi\u200btor@example.com'],
      ['a lone surrogate', 'visitor\ud800@example.com'],
    ])('%s', async (_name, email) => {
      const outbox = await app.count('mail_outbox');
      for (const [path, body] of [
        ['/api/contact', { fullName: 'Ada', email, subject: 's', message: 'm' }],
        ['/api/book-class', { name: 'Ada', email, course: 'math-tutoring', acceptedTerms: true }],
      ] as const) {
        const res = await post(path, body).expect(400);
        expect(res.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid e-mail address, like name@example.com.' }]);
      }
      expect(await app.count('mail_outbox')).toBe(outbox);
    });
  });

  describe('valid submissions with hostile text', () => {
    beforeAll(async () => {
      submitted.contact = (await post('/api/contact', { fullName: NAME, email: VISITOR.contact, subject: SUBJECT, message: MESSAGE }).expect(201)).body.id;
      submitted.booking = (
        await post('/api/book-class', { name: NAME, email: VISITOR.booking, course: 'math-tutoring', phone: '+44 20 7946 0958', message: MESSAGE, acceptedTerms: true }).expect(201)
      ).body.id;
      const form = multipart(careerParts({ fullName: NAME, email: VISITOR.careers, roles: ['mentor'], files: [{ field: 'resume', bytes: PDF, filename: '<script>x</script>\u202efdp.exe.pdf' }] }));
      const res = await request(app.http)
        .post('/api/careers')
        .set('X-Forwarded-For', freshClientIp())
        .set('Origin', APP_ORIGIN)
        .set('Content-Type', form.contentType)
        .send(form.body)
        .expect(201);
      submitted.careers = res.body.id;
      await smtp.waitFor(6);
      await new Promise((r) => setTimeout(r, 500)); // a smuggled seventh message would have arrived by now
    });

    it('stores the text as sent (in Unicode normal form C)', async () => {
      const [contact] = await app.dataSource.query('SELECT full_name, subject, message FROM contact_message WHERE id = $1', [submitted.contact]);
      expect(contact).toEqual({ full_name: NAME.normalize('NFC'), subject: SUBJECT.normalize('NFC'), message: MESSAGE.normalize('NFC') });
    });

    it('sends exactly the six e-mails, each to its one recipient: nothing smuggled through the SMTP dialogue', () => {
      expect(smtp.received.map((m) => m.parsed.headers.get('x-mail-kind')).sort()).toEqual(
        ['booking.confirmation', 'booking.team', 'careers.confirmation', 'careers.team', 'contact.confirmation', 'contact.team'].sort(),
      );
      expect(smtp.received.flatMap((m) => m.envelope.to).sort()).toEqual([TEAM, TEAM, TEAM, ...Object.values(VISITOR)].sort());
    });

    it.each(['contact', 'booking', 'careers'] as const)('the %s e-mails carry no injected header, recipient or markup', (kind) => {
      const [team] = smtp.ofKind(`${kind}.team`);
      const [confirmation] = smtp.ofKind(`${kind}.confirmation`);
      expectCleanMail(team, TEAM);
      expectCleanMail(confirmation, VISITOR[kind]);
      expect(team.parsed.replyTo?.value.map((a) => a.address)).toEqual([VISITOR[kind]]);
      // The confirmation went to a typed address: nothing the visitor typed is in it.
      expect(`${confirmation.parsed.subject}\n${confirmation.parsed.text}`).not.toMatch(/script|alert|Bcc|fdp/i);
      // The text part still says what the visitor wrote, as text.
      expect(team.parsed.text).toContain('<script>alert("name")</script>');
    });

    it('sanitises the résumé file name shown in the team e-mail', () => {
      const [team] = smtp.ofKind('careers.team');
      expect(team.parsed.text).toMatch(/^Résumé: [\p{L}\p{N} ._()-]+\.pdf, \d+ bytes \(PDF\)$/mu);
    });
  });

  describe('CLI listings', () => {
    const cliEnv = () => ({ DATA_DIR: app.dataDir, DATABASE_URL: process.env.DATABASE_URL });
    /** What must never reach an admin's terminal raw: C0 controls but the line feed, DEL, C1, and bidi overrides/isolates. */
    // eslint-disable-next-line no-control-regex
    const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
    // eslint-disable-next-line no-control-regex
    const RAW_C0 = /[\u0000-\u0009\u000b-\u001f]/;
    // No NUL: PostgreSQL can't store one in text.
    const EVIL_LICENCE = 'Evil \u001b[31mRed\u001b[0m\r\nFake row\u0008\u0008 \u009b2J \u202eesrever';
    let licenceId = '';
    let csvFile = '';

    beforeAll(async () => {
      const { licence } = await app.app.get(LicensingService).issue({ buyerName: EVIL_LICENCE, email: 'evil@example.com', expiresAt: null });
      licenceId = licence.id;
      await app.app.get(LeadsService).save(licenceId, [
        { name: '<script>x</script> \u001b[2J \u202eevil', pastChats: 'Lead: hi\r\n\u001b]0;pwned\u0007 there', previousIntent: 'buy\u009b31m' },
      ]);
      csvFile = join(mkdtempSync(join(tmpdir(), 'hostile-leads-')), 'leads.csv');
      writeFileSync(
        csvFile,
        [
          'name,chats,intent',
          '"Ravi \u001b[31m",Lead: hello,buy',
          '"Meera \u202eevil",Lead: hi,rent',
          '"Meera \u202eevil",Lead: again,rent',
          '"<img src=x onerror=alert(1)>","Lead: a\r\nb\u0007",buy',
        ].join('\n'),
      );
    });

    /** The listings for people (tables), each with a piece of hostile text it must show, escaped. */
    const TABLES: [command: string, shows: string][] = [
      ['submissions list --type contact', '\\u202egnp.exe Ada'],
      ['submissions list --type careers', '\\u202egnp.exe Ada'],
      ['licence list', '\\u001b[31mRed'],
      ['leads list --licence <licence>', '\\u202eevil'],
      ['leads import --licence <licence> <file>', 'duplicate name "Meera \\u202eevil"'],
      ['mail outbox', 'contact.team'],
    ];
    const JSON_OUTPUTS = ['submissions export --type booking --format json'];
    const results = new Map<string, Awaited<ReturnType<typeof runCli>>>();

    /** Runs every command once, a few at a time (each CLI process boots the app: seconds on a busy machine). */
    beforeAll(async () => {
      const queue = [...TABLES.map(([command]) => command), ...JSON_OUTPUTS];
      const worker = async () => {
        for (let command = queue.shift(); command; command = queue.shift()) {
          const args = command.split(' ').map((arg) => (arg === '<licence>' ? licenceId : arg === '<file>' ? csvFile : arg));
          results.set(command, await runCli(args, cliEnv()));
        }
      };
      await Promise.all([worker(), worker(), worker()]);
    });

    it.each(TABLES)('%s prints control and bidi characters escaped', (command, shows) => {
      const result = results.get(command)!;
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(shows);
      const raw = RAW_CONTROL.exec(result.stdout);
      expect(raw && `U+${raw[0].codePointAt(0)!.toString(16)} at ${JSON.stringify(result.stdout.slice(Math.max(0, raw.index - 40), raw.index + 10))}`).toBeNull();
    });

    it.each([[JSON_OUTPUTS[0], 'name', NAME.normalize('NFC')]])('%s escapes control characters and round-trips the exact text', (command, field, original) => {
      const result = results.get(command)!;
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(RAW_C0.exec(result.stdout)).toBeNull();
      expect((JSON.parse(result.stdout) as Record<string, string>[]).map((row) => row[field])).toContain(original);
    });
  });
});
