import { Command, CommandRunner, Option, SubCommand } from 'nest-commander';
import { toCsv, toJson, type Row } from '../../../../common/cli/table-output.js';
import { EnquiriesService } from '../../application/enquiries.service.js';
import { parseSince, UsageError } from '../../../../common/cli/usage.js';

const TYPES = ['contact', 'booking'] as const;
const FORMATS = ['csv', 'json'] as const;

const COLUMNS: Record<(typeof TYPES)[number], string[]> = {
  contact: ['id', 'createdAt', 'fullName', 'email', 'subject', 'message'],
  booking: ['id', 'createdAt', 'name', 'email', 'courseId', 'courseLabel', 'phone', 'message'],
};

interface ExportOptions {
  type?: string;
  format?: string;
  since?: string;
}

@SubCommand({ name: 'export', description: 'Print every submission of one kind as CSV or JSON' })
export class SubmissionsExportCommand extends CommandRunner {
  constructor(private readonly enquiries: EnquiriesService) {
    super();
  }

  async run(_params: string[], options: ExportOptions): Promise<void> {
    const type = options.type as (typeof TYPES)[number];
    if (!TYPES.includes(type)) throw new UsageError(`--type must be one of: ${TYPES.join(', ')}`);
    const format = options.format ?? 'csv';
    if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of: ${FORMATS.join(', ')}`);
    const since = parseSince(options.since);
    const rows = (type === 'contact' ? await this.enquiries.listContacts(since) : await this.enquiries.listBookings(since)) as unknown as Row[];
    process.stdout.write(format === 'json' ? toJson(rows) : toCsv(rows, COLUMNS[type]));
  }

  @Option({ flags: '-t, --type <type>', description: `contact | booking` })
  parseType(value: string): string {
    return value;
  }

  @Option({ flags: '-f, --format <format>', description: 'csv (default) | json' })
  parseFormat(value: string): string {
    return value;
  }

  @Option({ flags: '--since <date>', description: 'only submissions on or after this date (YYYY-MM-DD)' })
  parseSinceOption(value: string): string {
    return value;
  }
}

@Command({ name: 'submissions', description: 'Contact messages, bookings and applications', subCommands: [SubmissionsExportCommand] })
export class SubmissionsCommand extends CommandRunner {
  async run(): Promise<void> {
    this.command.help();
  }
}
