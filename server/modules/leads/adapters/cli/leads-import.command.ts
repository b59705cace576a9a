import { Option, CommandRunner, SubCommand } from 'nest-commander';
import { UsageError } from '../../../../common/cli/usage.js';
import { LeadsService } from '../../application/leads.service.js';
import { readLeadFile } from '../files/lead-file.js';
import { importProgress } from './import-progress.js';
import { LICENCE_FLAGS, requireLicenceOption } from './licence-option.js';
import { formatSyncReport } from './sync-report-output.js';

@SubCommand({
  name: 'import',
  arguments: '[file]',
  description: 'Import leads from a .csv or .xlsx file (first sheet; row 1: name, chats, intent, optional id)',
})
export class LeadsImportCommand extends CommandRunner {
  constructor(private readonly leads: LeadsService) {
    super();
  }

  async run([file]: string[], options: { licence?: string }): Promise<void> {
    const licenceId = requireLicenceOption(options.licence, 'leads import');
    if (!file) throw new UsageError('leads import needs the file to import: leads import --licence <id> <file.csv|file.xlsx>');
    await this.leads.requireLicence(licenceId);
    const table = await readLeadFile(file);
    const progress = importProgress();
    const report = await this.leads.importSheet(licenceId, table, { onProgress: progress.onProgress }).finally(() => progress.stop());
    process.stdout.write(`Imported ${file} into licence ${licenceId}:\n${formatSyncReport(report, '  ')}`);
  }

  @Option(LICENCE_FLAGS)
  parseLicence(value: string): string {
    return value;
  }
}
