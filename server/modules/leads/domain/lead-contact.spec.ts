import { contactOf, contactView, readContactDate, readEmail, readPhone } from './lead-contact.js';

describe('readPhone', () => {
  it.each([
    ['98765 43210', 'in', '+919876543210'],
    ['+91-98765-43210', 'us', '+919876543210'],
    ['098765 43210', 'in', '+919876543210'],
    ['07911 123456', 'uk', '+447911123456'],
    ['+44 (0)20 7946 0958', 'in', '+442079460958'],
    ['(415) 555-2671', 'us', '+14155552671'],
    ['+1 415 555 2671', 'uk', '+14155552671'],
  ] as const)('reads %s in the %s market as %s', (text, market, e164) => {
    expect(readPhone(text, market)).toBe(e164);
  });

  it.each([['12345'], ['98765 432101234'], ['call me'], ['+44 20 7946 095'], ['555-0100'], ['9'.repeat(41)]])('refuses %s', (text) => {
    expect(readPhone(text, 'in')).toBeNull();
  });
});

describe('readEmail', () => {
  it('takes an address and refuses what is not one', () => {
    expect(readEmail('asha.verma@example.co.in')).toBe('asha.verma@example.co.in');
    for (const bad of ['asha@', 'asha at example.com', 'a@b', `${'a'.repeat(250)}@example.com`]) expect(readEmail(bad)).toBeNull();
  });
});

describe('readContactDate', () => {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  it.each([
    ['2026-11-20', 'us', day('2026-11-20')],
    ['2026-11-20 14:30', 'uk', day('2026-11-20')],
    ['2026-11-20T14:30:00+05:30', 'in', new Date('2026-11-20T09:00:00Z')],
    ['2026-11-20T09:00:00Z', 'us', new Date('2026-11-20T09:00:00Z')],
    ['20/11/2026', 'in', day('2026-11-20')],
    ['20.11.26', 'uk', day('2026-11-20')],
    ['11/20/2026', 'us', day('2026-11-20')],
    ['03/04/2026', 'uk', day('2026-04-03')],
    ['03/04/2026', 'us', day('2026-03-04')],
    ['20 Nov 2026', 'us', day('2026-11-20')],
    ['20th November, 2026', 'in', day('2026-11-20')],
    ['Nov 20, 2026', 'uk', day('2026-11-20')],
  ] as const)('reads %s in the %s market', (text, market, date) => {
    expect(readContactDate(text, market)).toEqual(date);
  });

  it.each([['11/20/2026', 'in'], ['20/11/2026', 'us'], ['31/02/2026', 'uk'], ['2026-13-01', 'us'], ['yesterday', 'us'], ['20 Novembre 2026', 'us'], ['2026-11-20T25:00:00Z', 'us']] as const)(
    'refuses %s in the %s market rather than guess',
    (text, market) => {
      expect(readContactDate(text, market)).toBeNull();
    },
  );
});

describe('contactView', () => {
  it('links a mobile number for WhatsApp and a landline only for calls', () => {
    const mobile = contactView({ phone: '+919876543210', email: null, source: null, lastContactAt: null });
    expect(mobile?.phone).toEqual({ e164: '+919876543210', display: '+91 98765 43210', whatsapp: true });
    const landline = contactView({ phone: '+442079460958', email: 'a@example.com', source: 'Rightmove', lastContactAt: new Date('2026-11-20T12:00:00Z') });
    expect(landline).toEqual({
      phone: { e164: '+442079460958', display: '+44 20 7946 0958', whatsapp: false },
      email: 'a@example.com',
      source: 'Rightmove',
      lastContactAt: '2026-11-20T12:00:00.000Z',
    });
  });

  it('is left out when there is nothing to show', () => {
    expect(contactView({ phone: null, email: null, source: null, lastContactAt: null })).toBeUndefined();
  });
});

describe('contactOf', () => {
  it("keeps a lead's contact details and nothing else, or none without a lead", () => {
    const at = new Date('2026-11-20T10:00:00Z');
    const lead = { id: 'x', name: 'Rahul', phone: '+919876543210', email: 'r@example.com', source: '99acres', lastContactAt: at };
    expect(contactOf(lead)).toEqual({ phone: '+919876543210', email: 'r@example.com', source: '99acres', lastContactAt: at });
    expect(contactOf(undefined)).toEqual({ phone: null, email: null, source: null, lastContactAt: null });
  });
});
