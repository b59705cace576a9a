import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength } from 'class-validator';

/** The process environment as the app reads it. Every variable of DESIGN.md section 3. */
export class EnvSchema {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '127.0.0.1';

  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  APP_ORIGIN = 'http://localhost:3000';

  @IsString()
  DATA_DIR = './data';

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET?: string;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'OTP_PEPPER must be at least 32 characters' })
  OTP_PEPPER?: string;

  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Averra AI <no-reply@averra.ai>';

  @IsEmail({ require_tld: false })
  TEAM_EMAIL = 'team@averra.ai';

  @IsOptional()
  @IsString()
  OPENAI_API_KEY?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  OPENAI_BASE_URL?: string;

  @IsOptional()
  @IsString()
  OPENAI_MODEL?: string;

  /** Model calls a licence may make a UTC day, background scoring and lead cards together; then 'offline-budget'. */
  @Type(() => Number)
  @IsInt({ message: 'OPENAI_DAILY_CALLS must be a whole number of calls (0 for none)' })
  @Min(0, { message: 'OPENAI_DAILY_CALLS must be a whole number of calls (0 for none)' })
  OPENAI_DAILY_CALLS = 2000;

  /** Background analyses sent to the model at once. */
  @Type(() => Number)
  @IsInt({ message: 'OPENAI_CONCURRENCY must be a whole number from 1 to 50' })
  @Min(1, { message: 'OPENAI_CONCURRENCY must be a whole number from 1 to 50' })
  @Max(50, { message: 'OPENAI_CONCURRENCY must be a whole number from 1 to 50' })
  OPENAI_CONCURRENCY = 4;

  @IsOptional()
  @IsString()
  GOOGLE_SERVICE_ACCOUNT_JSON?: string;

  @Type(() => Number)
  @IsInt()
  @Min(1024)
  UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

  @Transform(({ value }) => (value === undefined || value === '' || value === 'false' || value === 'off' ? 0 : Number(value)))
  @IsInt({ message: 'TRUST_PROXY must be a number of proxies (0, 1, 2...)' })
  @Min(0)
  TRUST_PROXY = 0;

  /** Multiplies every rate limit (load tests; many agents behind one address). 1 keeps the documented limits. */
  @Type(() => Number)
  @IsInt({ message: 'RATE_LIMIT_MULTIPLIER must be a whole number of at least 1' })
  @Min(1, { message: 'RATE_LIMIT_MULTIPLIER must be a whole number of at least 1' })
  RATE_LIMIT_MULTIPLIER = 1;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  /** Where the built client lives; tests point it at a fixture. */
  @IsString()
  CLIENT_DIST = 'client/dist';

  /** How often the mail worker looks for due e-mails, in milliseconds. */
  @Type(() => Number)
  @IsInt()
  @Min(50)
  MAIL_POLL_MS = 1000;

  /** How often the lead scoring worker looks for leads to score when it found none last time, in milliseconds. */
  @Type(() => Number)
  @IsInt()
  @Min(50)
  SCORING_POLL_MS = 2000;

  /** First retry delay of a failed e-mail, in milliseconds; later retries back off exponentially. */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  MAIL_RETRY_BASE_MS = 5000;

  /** How often every lead source (published CSV, Google Sheet) is synced, in minutes; 0 turns the scheduled sync off. */
  @Type(() => Number)
  @IsInt({ message: 'LEADS_SYNC_INTERVAL_MINUTES must be a whole number of minutes (0 turns the sync off)' })
  @Min(0)
  @Max(24 * 60)
  LEADS_SYNC_INTERVAL_MINUTES = 15;

  /** Serves the OpenAPI viewer at /api/docs. Unset: on outside production, off in production. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? ['1', 'true', 'on', 'yes'].includes(value.toLowerCase()) : value))
  @IsBoolean()
  API_DOCS?: boolean;

  /**
   * Lets published-CSV lead sources point at loopback and private addresses: for local testing only (refused when
   * NODE_ENV=production). Off, a source that resolves or redirects to one is refused.
   */
  @Transform(({ value }) => (typeof value === 'string' ? ['1', 'true', 'on', 'yes'].includes(value.toLowerCase()) : value))
  @IsBoolean()
  LEADS_SOURCE_ALLOW_PRIVATE = false;

  /** Background workers (the mail sender, the lead scorer). The CLI turns them off. */
  @Transform(({ value }) => (typeof value === 'string' ? !['0', 'false', 'off', 'no'].includes(value.toLowerCase()) : value))
  @IsBoolean()
  RUN_WORKERS = true;
}

/** Variables that must be set explicitly when NODE_ENV=production. */
export const REQUIRED_IN_PRODUCTION = ['SESSION_SECRET', 'OTP_PEPPER', 'SMTP_URL', 'DATABASE_URL'] as const;
