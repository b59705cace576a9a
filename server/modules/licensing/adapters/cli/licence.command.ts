import { isEmail } from 'class-validator';
import { DEFAULT_MARKET, isMarket, MARKETS, MARKET_NAMES, type Market } from '../../../../../shared/markets.js';
import { Command, CommandRunner, Option, SubCommand } from 'nest-commander';
import { toCsv, toJson, toTable, type Row } from '../../../../common/cli/table-output.js';
import { UsageError } from '../../../../common/cli/usage.js';
import { isPlainLine } from '../../../../common/validation/fields.js';
import { maskEmail } from '../../../mail/domain/mask-email.js';
import { LicenceActivityCommand } from '../../../portal-access/adapters/cli/licence-activity.command.js';
import { LicenceSessionsCommand } from '../../../portal-access/adapters/cli/licence-sessions.command.js';
import { LicensingService, type LicenceView } from '../../application/licensing.service.js';
import { daysLeft } from '../../domain/expiry-reminder.js';

/**
 * `--expires 2027-01-31` (end of that day, UTC) or a full ISO time; `never` where allowed. Not null for "never":
 * commander turns an option parser's null into `true`.
 */
export function parseExpiry(value: string, allowNever: true): Date | 'never';
export function parseExpiry(value: string, allowNever: false): Date;
export function parseExpiry(value: string, allowNever: boolean): Date | 'never' {
  if (allowNever && value.toLowerCase() === 'never') return 'never';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T23:59:59.999Z` : value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw new UsageError(`--expires must be a date like 2027-01-31${allowNever ? ' or "never"' : ''}, not "${value}"`);
  }
  return date;
}

/** `--market in|uk|us`, any case. */
export function parseMarket(value: string): Market {
  const market = value.trim().toLowerCase();
  if (!isMarket(market)) throw new UsageError(`--market must be one of ${MARKETS.join(', ')} (${MARKETS.map((m) => MARKET_NAMES[m]).join(', ')}), not "${value}"`);
  return market;
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '');
const minute = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '');

function listRow(licence: LicenceView): Row {
  return {
    id: licence.id,
    buyer: licence.buyerName,
    email: maskEmail(licence.email),
    status: licence.status,
    market: licence.market,
    created: day(licence.createdAt),
    expires: licence.expiresAt ? day(licence.expiresAt) : 'never',
    daysLeft: licence.status === 'active' ? (daysLeft(licence.expiresAt, new Date()) ?? '') : '',
    lastUsed: minute(licence.lastUsedAt),
    key: `…${licence.keyLast4}`,
  };
}

@SubCommand({ name: 'issue', description: 'Issue a licence key to a buyer (the key is printed once)' })
export class LicenceIssueCommand extends CommandRunner {
  constructor(private readonly licensing: LicensingService) {
    super();
  }

  async run(_params: string[], options: { name?: string; email?: string; expires?: Date; market?: Market }): Promise<void> {
    const name = options.name?.trim();
    if (!name) throw new UsageError('licence issue needs --name "<buyer name>"');
    if (name.length > 120) throw new UsageError('--name must be at most 120 characters');
    if (!isPlainLine(name)) throw new UsageError('--name must be one line of text, without control characters');
    if (!options.email || !isPlainLine(options.email) || !isEmail(options.email, { require_tld: false })) {
      throw new UsageError('licence issue needs --email <address>, where the one-time codes are sent');
    }
    const { licence, key } = await this.licensing.issue({ buyerName: name, email: options.email, expiresAt: options.expires, market: options.market });
    process.stdout.write(
      [
        `Licence issued to ${licence.buyerName} <${licence.email}>.`,
        `  id:      ${licence.id}`,
        `  expires: ${licence.expiresAt ? licence.expiresAt.toISOString() : 'never'}`,
        `  market:  ${licence.market} (${MARKET_NAMES[licence.market]})`,
        `  key:     ${key}`,
        '',
        'Give the key to the buyer now: it is shown only this once and cannot be recovered.',
        '',
      ].join('\n'),
    );
  }

  @Option({ flags: '--name <name>', description: 'the buyer, shown on the dashboard' })
  parseName(value: string): string {
    return value;
  }

  @Option({ flags: '--email <email>', description: 'where one-time codes are sent' })
  parseEmail(value: string): string {
    return value.trim();
  }

  @Option({ flags: '--expires <date>', description: 'last day of validity, e.g. 2027-01-31 (default: never)' })
  parseExpires(value: string): Date {
    return parseExpiry(value, false);
  }

  @Option({ flags: '--market <market>', description: `in, uk or us: the currency and wording of the lead cards (default: ${DEFAULT_MARKET})` })
  parseMarket(value: string): Market {
    return parseMarket(value);
  }
}

@SubCommand({ name: 'list', description: 'List licences: buyer, masked e-mail, status, dates and the key’s last four characters' })
export class LicenceListCommand extends CommandRunner {
  constructor(private readonly licensing: LicensingService) {
    super();
  }

  async run(_params: string[], options: { format?: string }): Promise<void> {
    const format = options.format ?? 'table';
    if (!['table', 'csv', 'json'].includes(format)) throw new UsageError('--format must be table, csv or json');
    const rows = (await this.licensing.list()).map(listRow);
    const columns = ['id', 'buyer', 'email', 'status', 'market', 'created', 'expires', 'daysLeft', 'lastUsed', 'key'];
    if (format === 'json') process.stdout.write(toJson(rows));
    else if (format === 'csv') process.stdout.write(toCsv(rows, columns));
    else process.stdout.write(rows.length ? toTable(rows, columns) : 'No licences yet. `licence issue --name … --email …` makes one.\n');
  }

  @Option({ flags: '--format <format>', description: 'table (default), csv or json' })
  parseFormat(value: string): string {
    return value;
  }
}

@SubCommand({ name: 'revoke', arguments: '<id>', description: 'Revoke a licence; its sessions end on their next request' })
export class LicenceRevokeCommand extends CommandRunner {
  constructor(private readonly licensing: LicensingService) {
    super();
  }

  async run([id]: string[]): Promise<void> {
    const licence = await this.licensing.revoke(id);
    process.stdout.write(`Licence ${licence.id} (${licence.buyerName}, key …${licence.keyLast4}) is revoked.\n`);
  }
}

@SubCommand({ name: 'extend', arguments: '<id>', description: 'Change when a licence expires' })
export class LicenceExtendCommand extends CommandRunner {
  constructor(private readonly licensing: LicensingService) {
    super();
  }

  async run([id]: string[], options: { expires?: Date | 'never' }): Promise<void> {
    if (options.expires === undefined) throw new UsageError('licence extend needs --expires <date> (or --expires never)');
    const licence = await this.licensing.extend(id, options.expires === 'never' ? null : options.expires);
    const until = licence.expiresAt ? `until ${licence.expiresAt.toISOString()}` : 'with no end date';
    process.stdout.write(`Licence ${licence.id} (${licence.buyerName}) now runs ${until}; status: ${licence.status}.\n`);
  }

  @Option({ flags: '--expires <date>', description: 'new last day, e.g. 2027-12-31, or "never"' })
  parseExpires(value: string): Date | 'never' {
    return parseExpiry(value, true);
  }
}

@SubCommand({
  name: 'update',
  arguments: '<id>',
  description: 'Change a licence’s market (in, uk, us; its lead cards use it from the next analysis) or turn its hot-lead alert e-mails on or off',
})
export class LicenceUpdateCommand extends CommandRunner {
  constructor(private readonly licensing: LicensingService) {
    super();
  }

  async run([id]: string[], options: { market?: Market; alerts?: boolean }): Promise<void> {
    if (options.market === undefined && options.alerts === undefined) throw new UsageError('licence update needs --market in|uk|us or --alerts on|off');
    if (options.market !== undefined) {
      const licence = await this.licensing.setMarket(id, options.market);
      process.stdout.write(`Licence ${licence.id} (${licence.buyerName}) is now in the ${MARKET_NAMES[licence.market]} market (${licence.market}).\n`);
    }
    if (options.alerts !== undefined) {
      const licence = await this.licensing.setHotLeadAlerts(id, options.alerts);
      process.stdout.write(
        licence.hotLeadAlerts
          ? `Licence ${licence.id} (${licence.buyerName}): hot-lead alerts are on; ${licence.email} is told when an import or sync turns leads hot.\n`
          : `Licence ${licence.id} (${licence.buyerName}): hot-lead alerts are off.\n`,
      );
    }
  }

  @Option({ flags: '--market <market>', description: 'in, uk or us' })
  parseMarket(value: string): Market {
    return parseMarket(value);
  }

  @Option({ flags: '--alerts <on|off>', description: 'e-mail the holder when an import or sync turns leads hot (on by default)' })
  parseAlerts(value: string): boolean {
    if (value === 'on' || value === 'off') return value === 'on';
    throw new UsageError(`--alerts takes on or off, not "${value}"`);
  }
}

@SubCommand({ name: 'rotate', arguments: '<id>', description: 'Give a licence a new key (the old one stops working and its sessions end); the key is printed once' })
export class LicenceRotateCommand extends CommandRunner {
  constructor(private readonly licensing: LicensingService) {
    super();
  }

  async run([id]: string[]): Promise<void> {
    const { licence, key } = await this.licensing.rotate(id);
    process.stdout.write(
      [
        `Licence ${licence.id} (${licence.buyerName}) has a new key; the old one no longer works and its sessions are ended.`,
        `  key:     ${key}`,
        '',
        'Give the key to the buyer now: it is shown only this once and cannot be recovered.',
        '',
      ].join('\n'),
    );
  }
}

@Command({
  name: 'licence',
  aliases: ['license'],
  description: 'Licence keys of the lead portal',
  subCommands: [LicenceIssueCommand, LicenceListCommand, LicenceRevokeCommand, LicenceExtendCommand, LicenceUpdateCommand, LicenceRotateCommand, LicenceSessionsCommand, LicenceActivityCommand],
})
export class LicenceCommand extends CommandRunner {
  async run(): Promise<void> {
    this.command.help();
  }
}
