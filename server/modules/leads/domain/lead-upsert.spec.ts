import type { Lead } from './lead.js';
import { planUpsert } from './lead-upsert.js';

const licenceId = '00000000-0000-4000-8000-000000000001';
let serial = 0;
const context = (now = new Date('2026-01-01T00:00:00Z')) => ({ licenceId, now, newId: () => `lead-${++serial}` });
const stored = (plan: ReturnType<typeof planUpsert>, existing: Lead[] = []) => [...existing, ...plan.inserts];

describe('lead upsert plan', () => {
  it('inserts new leads with their derived fields', () => {
    const plan = planUpsert([], [{ name: ' Asha ', pastChats: 'Lead: I want to buy a flat', previousIntent: 'Buy' }], context());
    expect(plan.updates).toEqual([]);
    expect(plan.inserts).toEqual([
      expect.objectContaining({ licenceId, name: 'Asha', externalId: null, pastChatsWordCount: 7, intentIncludesBuy: true, previousIntent: 'Buy' }),
    ]);
  });

  it('finds nothing to do the second time, so updatedAt stays', () => {
    const inputs = [
      { externalId: 'a1', name: 'Asha', pastChats: 'Lead: hi', previousIntent: 'buy' },
      { name: 'Ravi', pastChats: 'Lead: rent?', previousIntent: '' },
    ];
    const first = planUpsert([], inputs, context());
    const second = planUpsert(stored(first), inputs, context(new Date('2026-02-01T00:00:00Z')));
    expect(second).toEqual({ inserts: [], updates: [], contactOnly: [], unchanged: 2 });
  });

  it('matches by the source id when there is one (a renamed lead is updated), else by name', () => {
    const first = planUpsert([], [{ externalId: 'a1', name: 'Asha', pastChats: 'Lead: hi' }, { name: 'Ravi', pastChats: 'Lead: hi' }], context());
    const later = new Date('2026-03-01T00:00:00Z');
    const second = planUpsert(
      stored(first),
      [
        { externalId: 'a1', name: 'Asha Verma', pastChats: 'Lead: hi' },
        { name: 'Ravi', pastChats: 'Lead: now I want to buy', previousIntent: 'buy' },
      ],
      context(later),
    );
    expect(second.inserts).toEqual([]);
    expect(second.updates.map((lead) => [lead.id, lead.name, lead.updatedAt])).toEqual([
      [first.inserts[0].id, 'Asha Verma', later],
      [first.inserts[1].id, 'Ravi', later],
    ]);
    expect(second.updates[1]).toMatchObject({ intentIncludesBuy: true, createdAt: first.inserts[1].createdAt });
    // A new name and a new conversation are read by the analysis: both need a new score.
    expect(second.contactOnly).toEqual([]);
  });

  it('keeps the stored source id when a row without one matches by name', () => {
    const first = planUpsert([], [{ externalId: 'a1', name: 'Asha', pastChats: 'Lead: hi' }], context());
    const second = planUpsert(stored(first), [{ name: 'Asha', pastChats: 'Lead: hi' }], context());
    expect(second.unchanged).toBe(1);
  });

  it('counts a change of contact as an update, keeps contact a sheet has no column for, and compares dates by instant', () => {
    const first = planUpsert([], [{ name: 'Asha', pastChats: 'Lead: hi', contact: { phone: '+919876543210', lastContactAt: new Date('2026-11-20T12:00:00Z') } }], context());
    const existing = stored(first);
    expect(existing[0]).toMatchObject({ phone: '+919876543210', email: null, source: null });
    const same = planUpsert(existing, [{ name: 'Asha', pastChats: 'Lead: hi', contact: { lastContactAt: new Date('2026-11-20T12:00:00Z') } }], context());
    expect(same).toMatchObject({ updates: [], unchanged: 1 });
    const changed = planUpsert(existing, [{ name: 'Asha', pastChats: 'Lead: hi', contact: { email: 'asha@example.com' } }], context());
    expect(changed.updates[0]).toMatchObject({ phone: '+919876543210', email: 'asha@example.com' });
    const cleared = planUpsert(existing, [{ name: 'Asha', pastChats: 'Lead: hi', contact: { phone: null } }], context());
    expect(cleared.updates[0].phone).toBeNull();
    // The analysis reads none of it: the stored insight stays current.
    expect([changed.contactOnly, cleared.contactOnly]).toEqual([[existing[0].id], [existing[0].id]]);
    const both = planUpsert(existing, [{ name: 'Asha', pastChats: 'Lead: hi, now a 2 BHK please', contact: { email: 'asha@example.com' } }], context());
    expect(both.contactOnly).toEqual([]);
  });
});
