import { CommandRunner, Option, SubCommand } from 'nest-commander';
import { LeadScoringService } from '../../application/lead-scoring.service.js';
import { LeadsService } from '../../application/leads.service.js';
import { progressBar } from './import-progress.js';
import { LICENCE_FLAGS } from './licence-option.js';

@SubCommand({ name: 'analyse', aliases: ['analyze'], description: 'Score the leads that have no stored insight from the current analyzer (all licences, or one)' })
export class LeadsAnalyseCommand extends CommandRunner {
  constructor(
    private readonly scoring: LeadScoringService,
    private readonly leads: LeadsService,
  ) {
    super();
  }

  async run(_params: string[], options: { licence?: string }): Promise<void> {
    const licenceId = options.licence?.trim() || undefined;
    if (licenceId) await this.leads.requireLicence(licenceId);
    const progress = progressBar('Scoring leads');
    const onProgress = progress.onProgress && (({ scored, leads }: { scored: number; leads: number }) => progress.onProgress?.(scored, leads));
    let run;
    try {
      run = await this.scoring.scoreAll({ licenceId, onProgress, waitForOthers: true });
    } finally {
      progress.stop();
    }
    const { leads, scored, failing } = await this.scoring.progress(licenceId);
    const whose = licenceId ? `licence ${licenceId}` : 'all licences';
    process.stdout.write(`Scored ${run.scored} lead(s) with ${this.scoring.analyzerVersion}; ${scored} of ${leads} lead(s) of ${whose} have a current insight.\n`);
    if (failing > 0 || run.failed > 0) {
      process.stdout.write(`${failing} lead(s) could not be scored and will be retried (the server's worker does it, or run this again later).\n`);
      process.exitCode = 1;
    }
  }

  @Option({ flags: LICENCE_FLAGS.flags, description: 'only this licence (see `licence list`); all licences when left out' })
  parseLicence(value: string): string {
    return value;
  }
}
