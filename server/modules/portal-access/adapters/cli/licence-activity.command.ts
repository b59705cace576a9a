import { CommandRunner, Option, SubCommand } from 'nest-commander';
import { toTable } from '../../../../common/cli/table-output.js';
import { UsageError } from '../../../../common/cli/usage.js';
import { LicensingService } from '../../../licensing/application/licensing.service.js';
import { SIGN_IN_LOG_DAYS, SignInLog } from '../../ports/sign-in-log.js';

const OUTCOMES: Record<string, string> = {
  'code-sent': 'key accepted, code sent',
  'code-still-valid': 'key accepted, earlier code still valid',
  'code-limit': 'key accepted, code limit reached',
  'signed-in': 'signed in',
  'wrong-code': 'wrong code',
  'code-expired': 'expired code',
  'code-burnt': 'code burnt (5 wrong tries)',
};

/** `licence activity <id>`: the licence's sign-in log, newest first. */
@SubCommand({ name: 'activity', arguments: '<id>', description: `A licence's sign-in log (last ${SIGN_IN_LOG_DAYS} days), newest first` })
export class LicenceActivityCommand extends CommandRunner {
  constructor(
    private readonly log: SignInLog,
    private readonly licensing: LicensingService,
  ) {
    super();
  }

  async run([id]: string[], options: { limit?: number }): Promise<void> {
    await this.licensing.requireExisting(id);
    const entries = await this.log.list(id, options.limit ?? 50);
    if (!entries.length) {
      process.stdout.write(`Licence ${id} has no sign-in attempts in the last ${SIGN_IN_LOG_DAYS} days.\n`);
      return;
    }
    const rows = entries.map((e) => ({ time: e.at.toISOString().slice(0, 19).replace('T', ' '), outcome: OUTCOMES[e.outcome] ?? e.outcome, address: e.address }));
    process.stdout.write(toTable(rows, ['time', 'outcome', 'address']));
  }

  @Option({ flags: '--limit <n>', description: 'how many entries (default 50)' })
  parseLimit(value: string): number {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new UsageError(`--limit must be a whole number from 1 to 10000, not "${value}"`);
    return n;
  }
}
