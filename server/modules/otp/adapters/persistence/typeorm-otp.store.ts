import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TransactionalOutbox } from '../../../mail/adapters/persistence/transactional-outbox.js';
import type { StoredOtp } from '../../domain/otp-policy.js';
import { OtpStore, type ConsumeOutcome, type OtpTransaction } from '../../ports/otp-store.js';

interface CodeRow {
  code_hash: string;
  expires_at: Date;
  attempts: number;
  consumed_at: Date | null;
}

const toStored = (row: CodeRow): StoredOtp => ({
  codeHash: row.code_hash,
  expiresAt: row.expires_at,
  attempts: row.attempts,
  consumedAt: row.consumed_at,
});

/** Sends older than this are no longer needed for the caps. */
const SEND_HISTORY_MS = 24 * 60 * 60_000;

@Injectable()
export class TypeormOtpStore extends OtpStore {
  constructor(
    private readonly outbox: TransactionalOutbox,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  withLicenceLock<T>(licenceId: string, work: (tx: OtpTransaction) => Promise<T>): Promise<T> {
    return this.outbox.transaction(async (manager, enqueue) => {
      await manager.query('SELECT id FROM licence WHERE id = $1 FOR UPDATE', [licenceId]);
      return work({
        current: () => this.current(manager, licenceId),
        sentSince: async (since) => {
          const rows = (await manager.query(
            'SELECT sent_at FROM otp_send WHERE licence_id = $1 AND sent_at > $2 ORDER BY sent_at',
            [licenceId, since],
          )) as { sent_at: Date }[];
          return rows.map((r) => r.sent_at);
        },
        replace: async (code, sentAt) => {
          await manager.query(
            `INSERT INTO otp_code (licence_id, code_hash, expires_at, attempts, consumed_at, created_at)
             VALUES ($1, $2, $3, 0, NULL, $4)
             ON CONFLICT (licence_id) DO UPDATE
               SET code_hash = $2, expires_at = $3, attempts = 0, consumed_at = NULL, created_at = $4`,
            [licenceId, code.codeHash, code.expiresAt, sentAt],
          );
          await manager.query('INSERT INTO otp_send (licence_id, sent_at) VALUES ($1, $2)', [licenceId, sentAt]);
          await manager.query('DELETE FROM otp_send WHERE licence_id = $1 AND sent_at < $2', [
            licenceId,
            new Date(sentAt.getTime() - SEND_HISTORY_MS),
          ]);
        },
        enqueue,
      });
    });
  }

  async consume(licenceId: string, codeHash: string, now: Date, maxWrongAttempts: number): Promise<ConsumeOutcome> {
    // ONE statement compares the code and counts a wrong one. The row lock makes parallel requests take turns, and
    // each re-checks `attempts < max` after the one before it committed: at most `max` guesses are ever compared,
    // however many arrive at once (checking and counting in two statements let 30 parallel guesses all be compared).
    const [decided] = (await this.dataSource.query(
      `UPDATE otp_code
          SET consumed_at = CASE WHEN code_hash = $2 THEN $3 ELSE NULL END,
              attempts = CASE WHEN code_hash = $2 THEN attempts ELSE attempts + 1 END
        WHERE licence_id = $1 AND consumed_at IS NULL AND attempts < $4 AND expires_at > $3
        RETURNING consumed_at IS NOT NULL AS consumed, attempts`,
      [licenceId, codeHash, now, maxWrongAttempts],
    )) as [{ consumed: boolean; attempts: number }[], number];
    if (decided.length) {
      const [{ consumed, attempts }] = decided;
      if (consumed) return 'consumed';
      return attempts >= maxWrongAttempts ? 'exhausted' : 'wrong';
    }

    const code = await this.current(this.dataSource.manager, licenceId);
    if (!code || code.consumedAt) return 'none';
    if (code.attempts >= maxWrongAttempts) return 'exhausted';
    return 'expired';
  }

  private async current(manager: EntityManager, licenceId: string): Promise<StoredOtp | null> {
    const [row] = (await manager.query(
      'SELECT code_hash, expires_at, attempts, consumed_at FROM otp_code WHERE licence_id = $1',
      [licenceId],
    )) as CodeRow[];
    return row ? toStored(row) : null;
  }
}
