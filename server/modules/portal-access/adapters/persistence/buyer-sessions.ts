import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../../common/errors/domain-error.js';
import { LicensingService } from '../../../licensing/application/licensing.service.js';

/** A buyer session as the admin sees it: never its id (the table keeps only a hash of it anyway). */
export interface SessionSummary {
  /** The first 10 characters of the stored hash: enough to name one session to `--end`. */
  handle: string;
  signedInAt: Date | null;
  lastSeenAt: Date | null;
  expiresAt: Date;
  /** Signed in before the licence's last "sign out everywhere" (not listed: it ends on its next request). */
  ended: boolean;
}

export class LicenceSessionNotFoundError extends DomainError {
  readonly code = 'licence_session_not_found';

  constructor(licenceId: string, handle: string) {
    super(`Licence ${licenceId} has no session ${handle}. \`licence sessions ${licenceId}\` lists them.`);
  }
}

type Row = { sid: string; sess: { signedInAt?: number; lastSeenAt?: number; generation?: number }; expire: Date };

/** The sessions of a licence in the express-session table: listed, ended one by one, or all at once. */
@Injectable()
export class BuyerSessions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly licensing: LicensingService,
  ) {}

  async list(licenceId: string): Promise<SessionSummary[]> {
    await this.licensing.requireExisting(licenceId);
    const [generation, rows] = await Promise.all([this.licensing.sessionGeneration(licenceId), this.rows(licenceId)]);
    return rows
      .map((row) => ({
        handle: row.sid.slice(0, 10),
        signedInAt: row.sess.signedInAt ? new Date(row.sess.signedInAt) : null,
        lastSeenAt: row.sess.lastSeenAt ? new Date(row.sess.lastSeenAt) : null,
        expiresAt: new Date(row.expire),
        ended: (row.sess.generation ?? 0) < generation,
      }))
      .filter((session) => !session.ended)
      .sort((a, b) => (b.lastSeenAt?.getTime() ?? 0) - (a.lastSeenAt?.getTime() ?? 0));
  }

  /** Ends one session, named by its handle. */
  async end(licenceId: string, handle: string): Promise<void> {
    await this.licensing.requireExisting(licenceId);
    const matching = (await this.rows(licenceId)).filter((row) => handle.length >= 6 && row.sid.startsWith(handle));
    if (matching.length !== 1) throw new LicenceSessionNotFoundError(licenceId, handle);
    await this.dataSource.query('DELETE FROM buyer_session WHERE sid = $1', [matching[0].sid]);
  }

  /**
   * Ends every session of the licence: the generation rises, and the session guard ends each one on its next
   * request, telling the buyer why (a deleted row would only say "please sign in"). Returns how many were live.
   */
  async endAll(licenceId: string): Promise<number> {
    const live = (await this.list(licenceId)).length;
    await this.licensing.endAllSessions(licenceId);
    return live;
  }

  private rows(licenceId: string): Promise<Row[]> {
    return this.dataSource.query(`SELECT sid, sess, expire FROM buyer_session WHERE sess->>'licenceId' = $1 AND expire > now()`, [licenceId]);
  }
}
