import type { Market } from '../../../../shared/markets.js';

export type LicenceStatus = 'active' | 'revoked' | 'expired';

/** A licence as stored: the key itself is never kept, only its digest and last four characters. */
export interface Licence {
  id: string;
  buyerName: string;
  email: string;
  keyHash: string;
  keyLast4: string;
  /** What the admin set; `expired` is derived from `expiresAt`. */
  status: 'active' | 'revoked';
  expiresAt: Date | null;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  /** Sessions signed in under an older generation are over (licence rotate, "Sign out everywhere"). */
  sessionGeneration: number;
  /** The currency and wording of the buyer's lead cards when a chat names none. */
  market: Market;
  /** E-mail the holder when an import or sync turns leads hot. */
  hotLeadAlerts: boolean;
}

export function licenceStatus(licence: Licence, now: Date): LicenceStatus {
  if (licence.status === 'revoked') return 'revoked';
  if (licence.expiresAt && licence.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export function isUsable(licence: Licence | null, now: Date): licence is Licence {
  return licence !== null && licenceStatus(licence, now) === 'active';
}
