import { Throttle } from '@nestjs/throttler';

const MINUTE = 60_000;

/** Everything: 300 requests a minute per client address (DESIGN.md section 5). */
export const GLOBAL_RATE_LIMIT = { name: 'default', ttl: MINUTE, limit: 300 };

/** Public forms: 5 submissions a minute per client address. */
export const FormRateLimit = () => Throttle({ default: { limit: 5, ttl: MINUTE } });

/** Licence checks (each may e-mail a code): 10 a minute per client address. */
export const LicenceCheckRateLimit = () => Throttle({ default: { limit: 10, ttl: MINUTE } });

/** One-time code checks: 10 a minute per client address, on top of the 5 wrong tries a code allows. */
export const CodeCheckRateLimit = () => Throttle({ default: { limit: 10, ttl: MINUTE } });

/** Counts per buyer session when there is one (several agents of one office may share an address), else per address. */
function sessionOrAddress(req: Record<string, unknown>): string {
  const session = req.session as { licenceId?: string } | undefined;
  return session?.licenceId && typeof req.sessionID === 'string' ? `session:${req.sessionID}` : String(req.ip);
}

/** AI analyses: 30 a minute per buyer session. */
export const AnalysisRateLimit = () => Throttle({ default: { limit: 30, ttl: MINUTE, getTracker: sessionOrAddress } });

/** 'Analyze all leads' batches (up to 20 leads each): 20 a minute per buyer session. */
export const AnalysisBatchRateLimit = () => Throttle({ default: { limit: 20, ttl: MINUTE, getTracker: sessionOrAddress } });

/** 'Re-score all' (each may queue a whole book of analyses): 3 in 10 minutes per buyer session. */
export const RescoreRateLimit = () => Throttle({ default: { limit: 3, ttl: 10 * MINUTE, getTracker: sessionOrAddress } });

/** CSV exports (each reads the whole book): 10 in 10 minutes per buyer session. */
export const ExportRateLimit = () => Throttle({ default: { limit: 10, ttl: 10 * MINUTE, getTracker: sessionOrAddress } });
