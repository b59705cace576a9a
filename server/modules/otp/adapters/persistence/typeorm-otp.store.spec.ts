import type { DataSource } from 'typeorm';
import type { TransactionalOutbox } from '../../../mail/adapters/persistence/transactional-outbox.js';
import { TypeormOtpStore } from './typeorm-otp.store.js';

/**
 * Issue 14, point 9: comparing a code and counting a wrong one must be ONE statement. With two (compare, then
 * count), parallel guesses were each compared before any was counted, so more than 5 could be tried per code. The
 * row lock of a single UPDATE makes them take turns, each re-checking `attempts < 5` (portal-login.e2e-spec.ts runs
 * it against both databases); here, what the store sends is checked statement by statement.
 */
describe('TypeormOtpStore.consume', () => {
  function storeAnswering(rows: unknown[]) {
    const sent: string[] = [];
    const dataSource = {
      query: async (sql: string) => {
        sent.push(sql.replace(/\s+/g, ' ').trim());
        return [rows, rows.length];
      },
    } as unknown as DataSource;
    return { store: new TypeormOtpStore({} as TransactionalOutbox, dataSource), sent };
  }

  it('decides a wrong code in one statement that both compares and counts', async () => {
    const { store, sent } = storeAnswering([{ consumed: false, attempts: 2 }]);
    await expect(store.consume('licence', 'wrong-hash', new Date(), 5)).resolves.toBe('wrong');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^UPDATE otp_code SET .*code_hash = \$2.*attempts \+ 1/);
    expect(sent[0]).toMatch(/WHERE .*attempts < \$4/);
  });

  it('the fifth wrong code burns it; the right one is consumed, in that same one statement', async () => {
    expect(await storeAnswering([{ consumed: false, attempts: 5 }]).store.consume('licence', 'wrong-hash', new Date(), 5)).toBe('exhausted');
    const right = storeAnswering([{ consumed: true, attempts: 1 }]);
    expect(await right.store.consume('licence', 'right-hash', new Date(), 5)).toBe('consumed');
    expect(right.sent).toHaveLength(1);
  });
});
