import { ALERT_LIST_MAX, hotLeadAlertMail } from './hot-lead-alert.js';

const licence = { email: 'asha@example.com', buyerName: 'Asha Verma' };

describe('hotLeadAlertMail', () => {
  it('names the leads best first, each with its reason, and links the dashboard', () => {
    const mail = hotLeadAlertMail(
      licence,
      [
        { name: 'Rahul Mehta', score: 78, topReason: 'Loan sanctioned' },
        { name: 'Priya Nair', score: 91, topReason: 'Asked for a site visit' },
        { name: 'Sameer Khan', score: 78, topReason: null },
      ],
      'https://averra.example',
    );
    expect(mail).toMatchObject({ kind: 'leads.hot-alert', to: 'asha@example.com', subject: '3 leads are now hot' });
    expect(mail.text).toContain('Hello Asha Verma,');
    expect(mail.text).toContain('- Priya Nair, score 91: Asked for a site visit\n- Rahul Mehta, score 78: Loan sanctioned\n- Sameer Khan, score 78\n');
    expect(mail.text).toContain('See them on your dashboard: https://averra.example/products/airedashboard');
  });

  it('says one lead by name, and counts the leads past the first twenty', () => {
    expect(hotLeadAlertMail(licence, [{ name: 'Priya Nair', score: 91, topReason: null }], 'http://localhost:3000').subject).toBe('Priya Nair is now a hot lead');
    const many = Array.from({ length: ALERT_LIST_MAX + 5 }, (_, i) => ({ name: `Lead ${String(i).padStart(2, '0')}`, score: 80, topReason: null }));
    const mail = hotLeadAlertMail(licence, many, 'http://localhost:3000');
    expect(mail.subject).toBe('25 leads are now hot');
    expect(mail.text.match(/^- Lead /gm)).toHaveLength(ALERT_LIST_MAX);
    expect(mail.text).toContain('- and 5 more');
  });
});
