import { LeadScoringService } from '../../server/modules/leads/application/lead-scoring.service.js';
import { LeadScoringWorker } from '../../server/modules/leads/application/lead-scoring.worker.js';
import { LeadsService } from '../../server/modules/leads/application/leads.service.js';
import { HotLeadAlerts } from '../../server/modules/leads/adapters/schedule/hot-lead-alerts.js';
import { LicensingService } from '../../server/modules/licensing/application/licensing.service.js';
import { usePortal } from './support/portal.js';

const HOT = 'Lead: Looking to buy a 3 BHK in Baner, budget max 1.2 cr, loan sanctioned.\nAgent: Site visit on Saturday 11 am?\nLead: Yes, Saturday 11 works. We want to move in next month.';
const WARM = 'Lead: Need a 2bhk on rent in Whitefield, upto 35k pm.\nAgent: Sure, I will send options.';
const COLD = 'Lead: just checking prices for now, no plans yet';

describe('Hot-lead alerts: one e-mail per import, each lead once, only when the licence wants them', () => {
  const { env, portal } = usePortal();
  const app = () => env.app.app;

  /** A licence in the Indian market, whose leads the tests write as imports do. */
  const licenceWith = async (prefix: string) => {
    const licence = await portal.newLicence(prefix);
    await env.app.dataSource.query(`UPDATE licence SET market = 'in' WHERE id = $1`, [licence.id]);
    return licence;
  };
  const save = (licenceId: string, leads: { name: string; pastChats: string }[]) =>
    app().get(LeadsService).save(licenceId, leads.map((lead) => ({ ...lead, previousIntent: '' })));
  const scoreAll = (licenceId: string) => app().get(LeadScoringService).scoreAll({ licenceId, waitForOthers: true });
  const sendDue = () => app().get(HotLeadAlerts).sendDue();
  const alertsTo = (email: string) => env.smtp.ofKind('leads.hot-alert').filter((mail) => mail.parsed.to && JSON.stringify(mail.parsed.to).includes(email));
  /** Waits for the mail worker to deliver `count` alerts to `email`. */
  const delivered = async (email: string, count: number) => {
    const deadline = Date.now() + 10_000;
    while (alertsTo(email).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    return alertsTo(email);
  };

  // The background scorer and alert timer are paused for this file's app: each test decides when scores land and
  // when alerts are looked for.
  beforeAll(async () => {
    await app().get(LeadScoringWorker).beforeApplicationShutdown();
    await app().get(HotLeadAlerts).beforeApplicationShutdown();
  });

  it('e-mails the holder once the whole import is scored, naming the leads that turned hot with their reasons', async () => {
    const licence = await licenceWith('Alert');
    await save(licence.id, [
      { name: 'Rahul Mehta', pastChats: HOT },
      { name: 'Priya Nair', pastChats: `${HOT}\nLead: my wife wants to see it too` },
      { name: 'Anita Rao', pastChats: WARM },
      { name: 'Vikram Shah', pastChats: COLD },
    ]);
    // Half the import scored: no alert yet, the rest may turn hot too.
    await app().get(LeadScoringService).scoreBatch(licence.id, 2);
    expect(await sendDue()).toBe(0);
    await scoreAll(licence.id);
    expect(await sendDue()).toBe(1);
    const [mail] = await delivered(licence.email, 1);
    expect(mail.parsed.subject).toBe('2 leads are now hot');
    expect(mail.parsed.text).toMatch(/- (Priya Nair|Rahul Mehta), score \d+: .+\n- (Priya Nair|Rahul Mehta), score \d+/);
    expect(mail.parsed.text).not.toContain('Anita Rao');
    expect(mail.parsed.text).toContain('/products/airedashboard');
    // Never twice: not on the next look, not after a re-score, not when a hot lead changes and stays hot.
    expect(await sendDue()).toBe(0);
    await app().get(LeadScoringService).rescoreLicence(licence.id);
    await scoreAll(licence.id);
    await save(licence.id, [{ name: 'Rahul Mehta', pastChats: `${HOT}\nLead: can we also see one in Aundh?` }]);
    await scoreAll(licence.id);
    expect(await sendDue()).toBe(0);
    // A new hot lead from the next import: one e-mail naming only it.
    await save(licence.id, [{ name: 'Sameer Khan', pastChats: HOT }]);
    await scoreAll(licence.id);
    expect(await sendDue()).toBe(1);
    expect((await delivered(licence.email, 2)).map((m) => m.parsed.subject)).toEqual(['2 leads are now hot', 'Sameer Khan is now a hot lead']);
  });

  it('alerts for a lead that an import turns from warm to hot', async () => {
    const licence = await licenceWith('Warming');
    await save(licence.id, [{ name: 'Anita Rao', pastChats: WARM }]);
    await scoreAll(licence.id);
    expect(await sendDue()).toBe(0);
    await save(licence.id, [{ name: 'Anita Rao', pastChats: `${WARM}\n${HOT}` }]);
    await scoreAll(licence.id);
    expect(await sendDue()).toBe(1);
  });

  it('sends nothing, and keeps nothing for later, while the licence has alerts off', async () => {
    const licence = await licenceWith('Quiet');
    await app().get(LicensingService).setHotLeadAlerts(licence.id, false);
    await save(licence.id, [{ name: 'Rahul Mehta', pastChats: HOT }]);
    await scoreAll(licence.id);
    expect(await sendDue()).toBe(0);
    await app().get(LicensingService).setHotLeadAlerts(licence.id, true);
    expect(await sendDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alertsTo(licence.email)).toEqual([]);
  });

  it('sends one e-mail when two workers look at once', async () => {
    const licence = await licenceWith('Race');
    await save(licence.id, [{ name: 'Rahul Mehta', pastChats: HOT }]);
    await scoreAll(licence.id);
    const sent = await Promise.all([sendDue(), sendDue(), sendDue()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
  });
});
