import { CommandRunner, Option, SubCommand } from 'nest-commander';
import { toCsv, toJson, toTable, type Row } from '../../../../common/cli/table-output.js';
import { UsageError } from '../../../../common/cli/usage.js';
import { LeadsService } from '../../application/leads.service.js';
import type { Lead } from '../../domain/lead.js';
import { LICENCE_FLAGS, requireLicenceOption } from './licence-option.js';

const TABLE_COLUMNS = ['id', 'sourceId', 'name', 'intent', 'words', 'updated'];
const FULL_COLUMNS = ['id', 'sourceId', 'name', 'intent', 'words', 'chats', 'created', 'updated'];

function leadRow(lead: Lead): Row {
  return {
    id: lead.id,
    sourceId: lead.externalId ?? '',
    name: lead.name,
    intent: lead.previousIntent,
    words: lead.pastChatsWordCount,
    chats: lead.pastChats,
    created: lead.createdAt,
    updated: lead.updatedAt,
  };
}

@SubCommand({ name: 'list', description: "List a licence's leads (table, csv or json)" })
export class LeadsListCommand extends CommandRunner {
  constructor(private readonly leads: LeadsService) {
    super();
  }

  async run(_params: string[], options: { licence?: string; format?: string }): Promise<void> {
    const licenceId = requireLicenceOption(options.licence, 'leads list');
    const format = options.format ?? 'table';
    if (!['table', 'csv', 'json'].includes(format)) throw new UsageError('--format must be table, csv or json');
    const rows = (await this.leads.listStored(licenceId)).map(leadRow);
    if (format === 'json') process.stdout.write(toJson(rows));
    else if (format === 'csv') process.stdout.write(toCsv(rows, FULL_COLUMNS));
    else process.stdout.write(rows.length ? toTable(rows, TABLE_COLUMNS) : `Licence ${licenceId} has no leads yet. \`leads import\` adds some.\n`);
  }

  @Option(LICENCE_FLAGS)
  parseLicence(value: string): string {
    return value;
  }

  @Option({ flags: '--format <format>', description: 'table (default), csv (with the chats) or json' })
  parseFormat(value: string): string {
    return value;
  }
}
