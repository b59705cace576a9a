import { judgeSession, LAST_SEEN_STEP_MS, nextLastSeen, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './buyer-session.js';

const T0 = Date.UTC(2026, 10, 23, 9);
const session = { licenceId: 'l1', buyerName: 'A', signedInAt: T0, lastSeenAt: T0 };

describe('judgeSession', () => {
  it('needs a signed-in session', () => {
    expect(judgeSession(undefined, new Date(T0))).toBe('missing');
    expect(judgeSession({}, new Date(T0))).toBe('missing');
    expect(judgeSession({ licenceId: 'l1' }, new Date(T0))).toBe('missing');
  });

  it('ends after 30 idle minutes', () => {
    expect(judgeSession(session, new Date(T0 + SESSION_IDLE_MS - 1))).toBe('valid');
    expect(judgeSession(session, new Date(T0 + SESSION_IDLE_MS))).toBe('idle');
  });

  it('ends 12 hours after sign-in even when active', () => {
    const active = { ...session, lastSeenAt: T0 + SESSION_ABSOLUTE_MS - 60_000 };
    expect(judgeSession(active, new Date(T0 + SESSION_ABSOLUTE_MS - 1))).toBe('valid');
    expect(judgeSession(active, new Date(T0 + SESSION_ABSOLUTE_MS))).toBe('too-old');
  });
});

describe('nextLastSeen', () => {
  it('moves the last-seen time on in steps of a minute, so most requests write nothing', () => {
    expect(nextLastSeen(T0, new Date(T0 + 1_000))).toBe(T0);
    expect(nextLastSeen(T0, new Date(T0 + LAST_SEEN_STEP_MS - 1))).toBe(T0);
    expect(nextLastSeen(T0, new Date(T0 + LAST_SEEN_STEP_MS))).toBe(T0 + LAST_SEEN_STEP_MS);
    // So a session in use every few seconds ends at the latest a minute early: still after 29 idle minutes.
    const last = nextLastSeen(T0, new Date(T0 + LAST_SEEN_STEP_MS - 1));
    expect(judgeSession({ ...session, lastSeenAt: last }, new Date(T0 + LAST_SEEN_STEP_MS - 1 + SESSION_IDLE_MS - LAST_SEEN_STEP_MS))).toBe('valid');
  });
});
