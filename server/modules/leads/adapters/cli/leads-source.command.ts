import { CommandRunner, Option, SubCommand } from 'nest-commander';
import { terminalSafe, toTable } from '../../../../common/cli/table-output.js';
import { UsageError } from '../../../../common/cli/usage.js';
import { LeadSourcesService } from '../../application/lead-sources.service.js';
import { csvUrlTarget, describeTarget, googleSheetTarget, type LeadSource } from '../../domain/lead-source.js';
import { LICENCE_FLAGS, requireLicenceOption } from './licence-option.js';

interface SetOptions {
  licence?: string;
  csvUrl?: string;
  googleSheet?: string;
  range?: string;
}

@SubCommand({ name: 'set', description: "Set a licence's lead source: a published CSV URL or a Google Sheet" })
export class LeadsSourceSetCommand extends CommandRunner {
  constructor(private readonly sources: LeadSourcesService) {
    super();
  }

  async run(_params: string[], options: SetOptions): Promise<void> {
    const licenceId = requireLicenceOption(options.licence, 'leads source set');
    if ((options.csvUrl === undefined) === (options.googleSheet === undefined)) {
      throw new UsageError('leads source set needs exactly one of --csv-url <url> and --google-sheet <spreadsheetId>');
    }
    if (options.range !== undefined && options.googleSheet === undefined) throw new UsageError('--range goes with --google-sheet');
    const target = options.csvUrl !== undefined ? csvUrlTarget(options.csvUrl) : googleSheetTarget(options.googleSheet!, options.range);
    await this.sources.setSource(licenceId, target);
    process.stdout.write(
      `Licence ${licenceId} now syncs its leads from ${describeTarget(target)}.\n` +
        `\`leads sync --licence ${licenceId}\` syncs now; the server also syncs on its schedule.\n`,
    );
  }

  @Option(LICENCE_FLAGS)
  parseLicence(value: string): string {
    return value;
  }

  @Option({ flags: '--csv-url <url>', description: 'a published CSV (http or https)' })
  parseCsvUrl(value: string): string {
    return value;
  }

  @Option({ flags: '--google-sheet <spreadsheetId>', description: 'a Google Sheet shared with the service account' })
  parseGoogleSheet(value: string): string {
    return value;
  }

  @Option({ flags: '--range <range>', description: "the cells to read, e.g. 'Sheet1!A:D' (default: A:Z of the first sheet)" })
  parseRange(value: string): string {
    return value;
  }
}

function sourceRow(source: LeadSource) {
  const report = source.lastReport;
  return {
    licence: source.licenceId,
    kind: source.target.kind,
    source: describeTarget(source.target),
    lastSync: source.lastSyncAt ? source.lastSyncAt.toISOString().slice(0, 16).replace('T', ' ') : 'never',
    result: source.lastError
      ? `failed: ${terminalSafe(source.lastError)}`
      : report
        ? `ok: read ${report.read}, ${report.inserted} inserted, ${report.updated} updated, ${report.rejected.length} rejected`
        : '',
  };
}

@SubCommand({ name: 'show', description: 'Show lead sources and how their last sync went' })
export class LeadsSourceShowCommand extends CommandRunner {
  constructor(private readonly sources: LeadSourcesService) {
    super();
  }

  async run(_params: string[], options: { licence?: string }): Promise<void> {
    const sources = await this.sources.show(options.licence);
    if (!sources.length) {
      process.stdout.write(options.licence ? `Licence ${options.licence} has no lead source.\n` : 'No lead sources yet. `leads source set` adds one.\n');
      return;
    }
    // Errors can be long: the table would cut them, so each source also gets its full error below.
    process.stdout.write(toTable(sources.map(sourceRow), ['licence', 'kind', 'source', 'lastSync', 'result']));
    for (const source of sources.filter((s) => s.lastError)) {
      process.stdout.write(`\n${source.licenceId}: last sync failed: ${terminalSafe(source.lastError!)}\n`);
    }
  }

  @Option({ flags: '--licence <id>', description: "only this licence's source" })
  parseLicence(value: string): string {
    return value.trim();
  }
}

@SubCommand({ name: 'source', description: "A licence's lead source (published CSV or Google Sheet)", subCommands: [LeadsSourceSetCommand, LeadsSourceShowCommand] })
export class LeadsSourceCommand extends CommandRunner {
  async run(): Promise<void> {
    this.command.help();
  }
}
