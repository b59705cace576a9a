import { createHmac, hkdfSync } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../common/time/clock.js';
import { AppConfig } from '../../../../config/app-config.js';
import { SIGN_IN_LOG_DAYS, SignInLog, type SignInEntry, type SignInOutcome } from '../../ports/sign-in-log.js';

/**
 * A licence's sign-in log: time, outcome and a keyed hash of the address, for the admin's `licence activity`. Kept
 * 90 days: each write also deletes that licence's entries older than that (one indexed statement, no timer).
 */
@Injectable()
export class TypeormSignInLog extends SignInLog {
  private readonly key: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    super();
    this.key = Buffer.from(hkdfSync('sha256', config.otpPepper, Buffer.alloc(0), 'averra sign-in address', 32));
  }

  async record(licenceId: string, outcome: SignInOutcome, address: string): Promise<void> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - SIGN_IN_LOG_DAYS * 24 * 60 * 60 * 1000);
    const hash = createHmac('sha256', this.key).update(address).digest('base64url').slice(0, 12);
    await this.dataSource.query(
      `WITH pruned AS (DELETE FROM licence_sign_in WHERE licence_id = $1 AND at < $4)
       INSERT INTO licence_sign_in (licence_id, at, outcome, address_hash) VALUES ($1, $2, $3, $5)`,
      [licenceId, now, outcome, cutoff, hash],
    );
  }

  async list(licenceId: string, limit: number): Promise<SignInEntry[]> {
    const cutoff = new Date(this.clock.now().getTime() - SIGN_IN_LOG_DAYS * 24 * 60 * 60 * 1000);
    const rows = (await this.dataSource.query(
      `SELECT at, outcome, address_hash FROM licence_sign_in WHERE licence_id = $1 AND at >= $2 ORDER BY at DESC, id DESC LIMIT $3`,
      [licenceId, cutoff, limit],
    )) as { at: Date; outcome: SignInOutcome; address_hash: string }[];
    return rows.map((row) => ({ at: new Date(row.at), outcome: row.outcome, address: row.address_hash }));
  }
}
