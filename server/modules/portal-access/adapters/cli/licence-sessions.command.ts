import { CommandRunner, Option, SubCommand } from 'nest-commander';
import { toTable } from '../../../../common/cli/table-output.js';
import { UsageError } from '../../../../common/cli/usage.js';
import { BuyerSessions } from '../persistence/buyer-sessions.js';

const minute = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '');

/** `licence sessions <id>`: a licence's signed-in sessions, and ending one or all of them. */
@SubCommand({ name: 'sessions', arguments: '<id>', description: "List a licence's signed-in sessions; --end <handle> or --end-all ends them" })
export class LicenceSessionsCommand extends CommandRunner {
  constructor(private readonly sessions: BuyerSessions) {
    super();
  }

  async run([id]: string[], options: { end?: string; endAll?: boolean }): Promise<void> {
    if (options.end && options.endAll) throw new UsageError('licence sessions takes --end <handle> or --end-all, not both');
    if (options.endAll) {
      const ended = await this.sessions.endAll(id);
      process.stdout.write(`Every session of licence ${id} is ended (${ended} signed in); the buyer signs in again with the key.\n`);
      return;
    }
    if (options.end) {
      await this.sessions.end(id, options.end);
      process.stdout.write(`Session ${options.end} of licence ${id} is ended.\n`);
      return;
    }
    const sessions = await this.sessions.list(id);
    if (!sessions.length) {
      process.stdout.write(`Licence ${id} has no signed-in sessions.\n`);
      return;
    }
    process.stdout.write(
      toTable(
        sessions.map((s) => ({
          handle: s.handle,
          signedIn: minute(s.signedInAt),
          lastSeen: minute(s.lastSeenAt),
          expires: minute(s.expiresAt),
        })),
        ['handle', 'signedIn', 'lastSeen', 'expires'],
      ),
    );
  }

  @Option({ flags: '--end <handle>', description: 'end the session with this handle (from the list)' })
  parseEnd(value: string): string {
    if (!/^[A-Za-z0-9_-]{6,}$/.test(value)) throw new UsageError(`--end needs a session handle from the list, not "${value}"`);
    return value;
  }

  @Option({ flags: '--end-all', description: 'end every session of the licence' })
  parseEndAll(): boolean {
    return true;
  }
}
