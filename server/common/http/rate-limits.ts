import { Throttle } from '@nestjs/throttler';

const MINUTE = 60_000;

/** Everything: 300 requests a minute per client address (DESIGN.md section 5). */
export const GLOBAL_RATE_LIMIT = { name: 'default', ttl: MINUTE, limit: 300 };

/** Public forms: 5 submissions a minute per client address. */
export const FormRateLimit = () => Throttle({ default: { limit: 5, ttl: MINUTE } });
