import { Command, CommandRunner, Option, SubCommand } from 'nest-commander';
import { toCsv, toJson, toTable } from '../../../../common/cli/table-output.js';
import { parseSince, UsageError } from '../../../../common/cli/usage.js';
import { EXPORT_COLUMNS, LIST_COLUMNS, parseType, SubmissionRows, SUBMISSION_TYPES } from './submission-rows.js';

const FORMATS = ['csv', 'json'] as const;

interface SubmissionOptions {
  type?: string;
  format?: string;
  since?: string;
}

/** The options both subcommands share. */
abstract class SubmissionsRunner extends CommandRunner {
  @Option({ flags: '-t, --type <type>', description: SUBMISSION_TYPES.join(' | ') })
  parseType(value: string): string {
    return value;
  }

  @Option({ flags: '--since <date>', description: 'only submissions on or after this date (YYYY-MM-DD)' })
  parseSinceOption(value: string): string {
    return value;
  }
}

@SubCommand({ name: 'export', description: 'Print every submission of one kind as CSV or JSON' })
export class SubmissionsExportCommand extends SubmissionsRunner {
  constructor(private readonly submissions: SubmissionRows) {
    super();
  }

  async run(_params: string[], options: SubmissionOptions): Promise<void> {
    const type = parseType(options.type);
    const format = options.format ?? 'csv';
    if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of: ${FORMATS.join(', ')}`);
    const rows = await this.submissions.fetch(type, parseSince(options.since));
    process.stdout.write(format === 'json' ? toJson(rows) : toCsv(rows, EXPORT_COLUMNS[type]));
  }

  @Option({ flags: '-f, --format <format>', description: 'csv (default) | json' })
  parseFormat(value: string): string {
    return value;
  }
}

@SubCommand({ name: 'list', description: 'Show the submissions of one kind as a table' })
export class SubmissionsListCommand extends SubmissionsRunner {
  constructor(private readonly submissions: SubmissionRows) {
    super();
  }

  async run(_params: string[], options: SubmissionOptions): Promise<void> {
    const type = parseType(options.type);
    const rows = await this.submissions.fetch(type, parseSince(options.since));
    const readable = rows.map((row) => ({ ...row, createdAt: (row.createdAt as Date).toISOString().slice(0, 16).replace('T', ' ') }));
    process.stdout.write(readable.length ? toTable(readable, LIST_COLUMNS[type]) : `No ${type} submissions.\n`);
  }
}

@Command({
  name: 'submissions',
  description: 'Contact messages, bookings and applications',
  subCommands: [SubmissionsExportCommand, SubmissionsListCommand],
})
export class SubmissionsCommand extends CommandRunner {
  async run(): Promise<void> {
    this.command.help();
  }
}
