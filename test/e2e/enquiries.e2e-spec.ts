import request from 'supertest';
import { MESSAGES } from '../../shared/messages.js';
import { APP_ORIGIN, freshClientIp, useAppWithSmtp } from './support/test-app.js';

const contact = {
  fullName: 'Priya Raman',
  email: 'priya@example.com',
  subject: 'Group tutoring for Year 10',
  message: 'Hello,\nDo you offer small-group GCSE physics?',
};

const booking = {
  name: 'Arjun Mehta',
  email: 'arjun@example.com',
  course: 'applied-data-science-ai',
  phone: '+91 98765 43210',
  message: 'Evenings work best for me.',
  acceptedTerms: true,
};

describe('Enquiries (contact and booking)', () => {
  const env = useAppWithSmtp();

  beforeEach(() => {
    env.smtp.messages.length = 0;
  });

  const post = (path: string, body: unknown, ip = freshClientIp()) =>
    request(env.app.http).post(path).set('X-Forwarded-For', ip).set('Origin', APP_ORIGIN).send(body as object);

  describe('POST /api/contact', () => {
    it('stores the message and e-mails the team and the visitor once each', async () => {
      const res = await post('/api/contact', contact).expect(201);
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);

      const [row] = await env.app.dataSource.query('SELECT * FROM contact_message WHERE id = $1', [res.body.id]);
      expect(row).toMatchObject({ full_name: 'Priya Raman', email: 'priya@example.com', subject: contact.subject });

      await env.smtp.waitFor(2);
      await new Promise((r) => setTimeout(r, 300)); // a duplicate would have arrived by now
      expect(env.smtp.messages).toHaveLength(2);
      const [team] = env.smtp.to('team@example.test');
      expect(team.subject).toBe('New contact message: Group tutoring for Year 10');
      expect(team.replyTo?.text).toContain('priya@example.com');
      expect(team.text).toContain('Do you offer small-group GCSE physics?');
      const [visitor] = env.smtp.to('priya@example.com');
      // A fixed text naming the form and when we answer: nothing the visitor typed (it went to a typed address).
      expect(visitor.subject).toBe('We received your submission to Averra AI');
      expect(visitor.text).toContain('Thank you for using the contact form on the Averra AI website.');
      expect(visitor.text).toContain('within one working day');
      for (const typed of ['Priya', 'Group tutoring', 'GCSE']) expect(`${visitor.subject} ${visitor.text}`).not.toContain(typed);
      expect(visitor.messageId).toMatch(/@averra\.ai>$/);
    });

    it('sends one confirmation an hour to an address: later messages are stored and reach the team, the visitor gets no second e-mail', async () => {
      const sender = 'repeat-sender@example.com';
      const first = await post('/api/contact', { ...contact, email: sender, subject: 'First' }).expect(201);
      const second = await post('/api/contact', { ...contact, email: ' Repeat-Sender@Example.com', subject: 'Second' }).expect(201);
      const booking = await post('/api/book-class', { name: 'Priya', email: sender, course: 'math-tutoring', acceptedTerms: true }).expect(201);
      await env.smtp.waitFor(4);
      await new Promise((r) => setTimeout(r, 1500)); // a second confirmation would have arrived by now
      expect(env.smtp.to('team@example.test').map((m) => m.subject).sort()).toEqual(
        ['New class booking: Mathematics tutoring', 'New contact message: First', 'New contact message: Second'],
      );
      expect(env.smtp.messages.filter((m) => [m.to].flat().some((t) => t?.text.toLowerCase().includes(sender)))).toHaveLength(1);
      const rows = await env.app.dataSource.query(
        `SELECT kind, status, last_error FROM mail_outbox WHERE lower(trim(recipient)) = $1 ORDER BY created_at`,
        [sender],
      );
      expect(rows.map((r: { status: string }) => r.status).sort()).toEqual(['sent', 'skipped', 'skipped']);
      expect(rows.find((r: { status: string }) => r.status === 'skipped').last_error).toMatch(/less than an hour ago/);
      for (const id of [first.body.id, second.body.id]) expect(await env.app.dataSource.query('SELECT 1 FROM contact_message WHERE id = $1', [id])).toHaveLength(1);
      expect(await env.app.dataSource.query('SELECT 1 FROM class_booking WHERE id = $1', [booking.body.id])).toHaveLength(1);
      // The limit keeps an HMAC of the address, never the address.
      const limits = await env.app.dataSource.query('SELECT recipient_hash FROM mail_recipient_limit');
      expect(JSON.stringify(limits)).not.toContain('repeat-sender');
    });

    it.each([
      ['fullName', { fullName: 'Priya\r\nBcc: victim@example.com' }, 'Full name'],
      ['subject', { subject: 'Hello\r\nBcc: victim@example.com' }, 'Subject'],
      ['subject', { subject: 'Hello\nthere' }, 'Subject'],
      ['subject', { subject: 'Tab\tseparated' }, 'Subject'],
      ['subject', { subject: 'Line\u2028separator' }, 'Subject'],
    ])('refuses a line break or control character in the one-line field %s: %j', async (field, change, label) => {
      const res = await post('/api/contact', { ...contact, ...change }).expect(400);
      expect(res.body.errors).toEqual([{ field, message: `${label} must be one line, without line breaks or control characters.` }]);
    });

    it.each([
      ['fullName', { fullName: '' }, 'Please enter your full name.'],
      ['fullName', { fullName: '   ' }, 'Please enter your full name.'],
      ['fullName', { fullName: 'x'.repeat(121) }, 'Full name must be at most 120 characters.'],
      ['email', { email: '' }, 'Please enter your e-mail address.'],
      ['email', { email: 'not-an-address' }, 'Please enter a valid e-mail address, like name@example.com.'],
      ['email', { email: `${'a'.repeat(250)}@x.io` }, 'E-mail must be at most 254 characters.'],
      ['subject', { subject: '' }, 'Please enter a subject.'],
      ['subject', { subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters.'],
      ['message', { message: '' }, 'Please enter your message.'],
      ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
      ['message', { message: 'null\u0000byte' }, 'Message contains characters that are not allowed.'],
      ['fullName', { fullName: 42 }, 'Full name must be text.'],
    ])('rejects a bad %s with a field error: %j', async (field, change, message) => {
      const before = await env.app.count('contact_message');
      const res = await post('/api/contact', { ...contact, ...change }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'validation_failed' });
      expect(res.body.errors).toEqual([{ field, message }]);
      expect(await env.app.count('contact_message')).toBe(before);
    });

    it('reports every missing field at once', async () => {
      const res = await post('/api/contact', {}).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['fullName', 'email', 'subject', 'message']);
    });

    it('rejects fields it does not know', async () => {
      const res = await post('/api/contact', { ...contact, admin: true }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'admin', message: 'property admin should not exist' }]);
    });

    it('answers 30 messages sent at once only after each is committed, several per statement, each with its own e-mails', async () => {
      // Hold back every insert into contact_message, so that all 30 forms arrive while the first ones still wait.
      const blocker = env.app.dataSource.createQueryRunner();
      await blocker.connect();
      await blocker.startTransaction();
      await blocker.query('LOCK TABLE contact_message IN EXCLUSIVE MODE');
      let answered = 0;
      const visitors = Array.from({ length: 30 }, (_, i) => `visitor${i}@example.com`);
      const pending = visitors.map((email, i) =>
        post('/api/contact', { ...contact, email, fullName: `Visitor ${i}` }).then((res) => {
          answered++;
          return res;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(answered).toBe(0);
      await blocker.commitTransaction();
      await blocker.release();
      const responses = await Promise.all(pending);
      expect(responses.map((res) => res.status)).toEqual(visitors.map(() => 201));

      const ids = responses.map((res) => res.body.id as string);
      // Rows written by one statement share its transaction id (xmin): group commit put several forms in one.
      const rows: { id: string; email: string; full_name: string; tx: string }[] = await env.app.dataSource.query(
        'SELECT id, email, full_name, xmin::text AS tx FROM contact_message WHERE id = ANY($1)',
        [ids],
      );
      expect(rows).toHaveLength(30);
      // At most 4 statements wait on the lock at once; every form that came meanwhile went out in the next one.
      expect(new Set(rows.map((row) => row.tx)).size).toBeLessThanOrEqual(5);

      for (const [i, id] of ids.entries()) {
        const row = rows.find((r) => r.id === id);
        expect(row).toMatchObject({ email: visitors[i], full_name: `Visitor ${i}` });
        const mails: { kind: string; recipient: string; text_body: string }[] = await env.app.dataSource.query(
          'SELECT kind, recipient, text_body FROM mail_outbox WHERE recipient = $1 OR reply_to = $1 ORDER BY kind',
          [visitors[i]],
        );
        // This message's own two e-mails: the confirmation to its sender, the team's copy naming its id.
        expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
          ['contact.confirmation', visitors[i]],
          ['contact.team', 'team@example.test'],
        ]);
        expect(mails[0].text_body).toContain('Thank you for using the contact form');
        expect(mails[0].text_body).not.toContain(`Visitor ${i}`);
        expect(mails[1].text_body).toContain(id);
      }
      await env.smtp.waitFor(60, 20_000);
    });
  });

  describe('POST /api/book-class', () => {
    it('stores the booking with the course name and e-mails the team and the visitor', async () => {
      const res = await post('/api/book-class', booking).expect(201);
      const [row] = await env.app.dataSource.query('SELECT * FROM class_booking WHERE id = $1', [res.body.id]);
      expect(row).toMatchObject({
        name: 'Arjun Mehta',
        course_id: 'applied-data-science-ai',
        course_label: 'Applied Data Science & AI (3 months, live)',
        phone: '+91 98765 43210',
      });
      await env.smtp.waitFor(2);
      expect(env.smtp.to('team@example.test')[0].subject).toBe('New class booking: Applied Data Science & AI (3 months, live)');
      expect(env.smtp.to('team@example.test')[0].text).toContain('Phone: +91 98765 43210');
      const [visitor] = env.smtp.to('arjun@example.com');
      expect(visitor.text).toContain('Course: Applied Data Science & AI (3 months, live)');
      expect(visitor.text).not.toMatch(/Arjun|98765|Evenings/);
    });

    it('accepts a booking without the optional phone and message', async () => {
      const res = await post('/api/book-class', { ...booking, phone: '', message: undefined }).expect(201);
      const [row] = await env.app.dataSource.query('SELECT phone, message FROM class_booking WHERE id = $1', [res.body.id]);
      expect(row).toEqual({ phone: null, message: null });
    });

    it.each([
      [{ acceptedTerms: false }, 'acceptedTerms', MESSAGES.bookingTermsUnchecked],
      [{ acceptedTerms: undefined }, 'acceptedTerms', MESSAGES.bookingTermsUnchecked],
      [{ acceptedTerms: 'true' }, 'acceptedTerms', MESSAGES.bookingTermsUnchecked],
      [{ course: 'astrology' }, 'course', 'Please choose a course from the list.'],
      [{ course: '' }, 'course', 'Please choose a course.'],
      [{ name: '' }, 'name', 'Please enter your name.'],
      [{ email: 'arjun@' }, 'email', 'Please enter a valid e-mail address, like name@example.com.'],
      [{ phone: 'call me maybe' }, 'phone', 'Please enter a phone number with digits only, like +91 98765 43210.'],
      [{ phone: '1'.repeat(31) }, 'phone', 'Phone must be at most 30 characters.'],
      [{ message: 'x'.repeat(2001) }, 'message', 'Message must be at most 2000 characters.'],
    ])('rejects %j with a field error on %s', async (change, field, message) => {
      const before = await env.app.count('class_booking');
      const res = await post('/api/book-class', { ...booking, ...change }).expect(400);
      expect(res.body.errors).toEqual([{ field, message }]);
      expect(await env.app.count('class_booking')).toBe(before);
    });

    it('says why when the terms are not accepted', async () => {
      const res = await post('/api/book-class', { ...booking, acceptedTerms: false }).expect(400);
      expect(res.body.message).toBe('You must accept the Terms of Service and Privacy Policy.');
    });
  });

  describe('honeypot', () => {
    it.each([
      ['/api/contact', contact, 'contact_message'],
      ['/api/book-class', booking, 'class_booking'],
    ])('%s answers 201 to a filled honeypot but stores and sends nothing', async (path, body, table) => {
      const before = await env.app.count(table);
      const outbox = await env.app.count('mail_outbox');
      const res = await post(path, { ...body, website: 'http://spam.example' }).expect(201);
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await env.app.count(table)).toBe(before);
      expect(await env.app.count('mail_outbox')).toBe(outbox);
    });
  });

  describe('rate limit', () => {
    it('allows 5 form submissions a minute per address, then answers 429 with retryAfter', async () => {
      const ip = freshClientIp();
      for (let i = 0; i < 5; i++) await post('/api/contact', { ...contact, website: 'bot' }, ip).expect(201);
      const res = await post('/api/contact', contact, ip).expect(429);
      expect(res.body).toMatchObject({ statusCode: 429, code: 'rate_limited' });
      expect(res.body.retryAfter).toBeGreaterThan(0);
      expect(res.headers['retry-after']).toBeDefined();
      await post('/api/contact', { ...contact, website: 'bot' }, freshClientIp()).expect(201);
    });
  });

  describe('cross-site requests and content types', () => {
    it('refuses a POST from another origin', async () => {
      const res = await request(env.app.http)
        .post('/api/contact')
        .set('X-Forwarded-For', freshClientIp())
        .set('Origin', 'https://evil.example')
        .send(contact)
        .expect(403);
      expect(res.body).toMatchObject({ code: 'cross_site_request', message: 'Cross-site requests are not allowed.' });
    });

    it('refuses a POST the browser marks as cross-site', async () => {
      await request(env.app.http)
        .post('/api/book-class')
        .set('X-Forwarded-For', freshClientIp())
        .set('Sec-Fetch-Site', 'cross-site')
        .send(booking)
        .expect(403);
    });

    it('accepts a same-origin POST without an Origin header (e.g. curl)', async () => {
      await request(env.app.http).post('/api/contact').set('X-Forwarded-For', freshClientIp()).send(contact).expect(201);
    });

    it('accepts only JSON bodies', async () => {
      const res = await request(env.app.http)
        .post('/api/contact')
        .set('X-Forwarded-For', freshClientIp())
        .set('Content-Type', 'text/plain')
        .send('fullName=x')
        .expect(415);
      expect(res.body).toMatchObject({ code: 'unsupported_media_type', message: 'Send the request body as application/json.' });
    });

    it('answers malformed JSON with a clear 400', async () => {
      const res = await request(env.app.http)
        .post('/api/contact')
        .set('X-Forwarded-For', freshClientIp())
        .set('Content-Type', 'application/json')
        .send('{"fullName": ')
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'bad_request', message: 'The request body is not valid JSON.' });
    });

    it('answers a body over 64 KB with 413', async () => {
      const res = await post('/api/contact', { ...contact, message: 'x'.repeat(70_000) }).expect(413);
      expect(res.body.code).toBe('payload_too_large');
    });
  });
});
