import { CommandRunner, Option, SubCommand } from 'nest-commander';
import { terminalSafe } from '../../../../common/cli/table-output.js';
import { LeadSourcesService } from '../../application/lead-sources.service.js';
import { describeTarget } from '../../domain/lead-source.js';
import { formatSyncReport } from './sync-report-output.js';

@SubCommand({ name: 'sync', description: "Sync a licence's lead source now, or every source when --licence is left out" })
export class LeadsSyncCommand extends CommandRunner {
  constructor(private readonly sources: LeadSourcesService) {
    super();
  }

  async run(_params: string[], options: { licence?: string }): Promise<void> {
    const outcomes = await this.sources.sync(options.licence);
    if (!outcomes.length) process.stdout.write('No lead sources to sync. `leads source set` adds one.\n');
    for (const outcome of outcomes) {
      const where = `Licence ${outcome.licenceId} from ${describeTarget(outcome.target)}`;
      if (outcome.ok) process.stdout.write(`${where}:\n${formatSyncReport(outcome.report, '  ')}`);
      else process.stdout.write(`${where}: FAILED, its leads are unchanged:\n  ${terminalSafe(outcome.error)}\n`);
    }
    // A failed source is the admin's to fix: scripts and cron see it in the exit status.
    if (outcomes.some((outcome) => !outcome.ok)) process.exitCode = 1;
  }

  @Option({ flags: '--licence <id>', description: "only this licence's source (default: every source)" })
  parseLicence(value: string): string {
    return value.trim();
  }
}
