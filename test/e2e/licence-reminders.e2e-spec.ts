import { ExpiryReminders } from '../../server/modules/licensing/adapters/schedule/expiry-reminders.js';
import { LicensingService } from '../../server/modules/licensing/application/licensing.service.js';
import { usePortal } from './support/portal.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 14, point 15: the licence holder is e-mailed 14 days and 1 day before the licence ends, each once per expiry
 * date, through the outbox, whichever instance runs the job (the claim and the e-mail commit together).
 */
describe('Licence expiry reminders', () => {
  const { clock, env } = usePortal();
  const reminders = () => env.app.app.get(ExpiryReminders);
  const licensing = () => env.app.app.get(LicensingService);
  const mailsTo = (email: string) => env.smtp.to(email);
  const settle = () => new Promise((r) => setTimeout(r, 600));

  it('sends the 14-day and the 1-day reminder once each, to the holder, and again for a new expiry date', async () => {
    const email = 'ends-soon@example.com';
    const { licence } = await licensing().issue({ buyerName: 'Ends Soon Realty', email, expiresAt: new Date(clock.now().getTime() + 13 * DAY) });
    const forever = await licensing().issue({ buyerName: 'Forever Realty', email: 'forever@example.com' });
    const far = await licensing().issue({ buyerName: 'Far Realty', email: 'far@example.com', expiresAt: new Date(clock.now().getTime() + 40 * DAY) });

    // Two instances running the job at once: one e-mail.
    const counts = await Promise.all([reminders().sendDue(), reminders().sendDue()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    await env.smtp.waitFor(1);
    await settle();
    expect(mailsTo(email).map((m) => m.subject)).toEqual([`Your Averra AI licence ends in two weeks (${licence.expiresAt!.toISOString().slice(0, 10)})`]);
    expect(mailsTo(email)[0].text).toContain('Ends Soon Realty');

    expect(await reminders().sendDue()).toBe(0); // the same hour, the next day: nothing new
    clock.advance(12.5 * DAY);
    expect(await reminders().sendDue()).toBe(1);
    expect(await reminders().sendDue()).toBe(0);
    await env.smtp.waitFor(2);
    expect(mailsTo(email).map((m) => m.subject)[1]).toMatch(/^Your Averra AI licence ends tomorrow/);

    // Extended by ten days: the reminders of the new date go out in their turn.
    await licensing().extend(licence.id, new Date(clock.now().getTime() + 10 * DAY));
    expect(await reminders().sendDue()).toBe(1);
    await env.smtp.waitFor(3);
    expect(mailsTo(email).map((m) => m.subject)[2]).toMatch(/ends in two weeks/);

    // Revoked licences, licences without an end and ends far away get nothing.
    await licensing().revoke(licence.id);
    clock.advance(9.5 * DAY);
    expect(await reminders().sendDue()).toBe(0);
    await settle();
    expect(mailsTo('forever@example.com')).toEqual([]);
    expect(mailsTo('far@example.com')).toEqual([]);
    expect(forever.licence.expiresAt).toBeNull();
    expect(far.licence.id).toBeTruthy();
  });
});
