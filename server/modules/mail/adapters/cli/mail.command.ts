import { Command, CommandRunner, Option, SubCommand } from 'nest-commander';
import { toTable } from '../../../../common/cli/table-output.js';
import { UsageError } from '../../../../common/cli/usage.js';
import { MailOutboxService } from '../../application/mail-outbox.service.js';
import { maskEmail } from '../../domain/mask-email.js';
import type { MailStatus } from '../../domain/outgoing-mail.js';

const STATUSES: MailStatus[] = ['pending', 'sending', 'sent', 'failed', 'skipped'];

@SubCommand({ name: 'outbox', description: 'List queued and recent e-mails with their delivery state' })
export class MailOutboxCommand extends CommandRunner {
  constructor(private readonly outbox: MailOutboxService) {
    super();
  }

  async run(_params: string[], options: { status?: string; limit?: number }): Promise<void> {
    if (options.status && !STATUSES.includes(options.status as MailStatus)) {
      throw new UsageError(`--status must be one of: ${STATUSES.join(', ')}`);
    }
    const mails = await this.outbox.list(options.limit ?? 50, options.status as MailStatus | undefined);
    const rows = mails.map((m) => ({
      id: m.id,
      created: m.createdAt.toISOString().slice(0, 19).replace('T', ' '),
      kind: m.kind,
      to: maskEmail(m.to),
      status: m.status,
      attempts: m.attempts,
      error: m.lastError ?? '',
    }));
    process.stdout.write(rows.length ? toTable(rows, Object.keys(rows[0])) : 'The outbox is empty.\n');
  }

  @Option({ flags: '--status <status>', description: STATUSES.join(' | ') })
  parseStatus(value: string): string {
    return value;
  }

  @Option({ flags: '--limit <n>', description: 'how many rows (default 50)' })
  parseLimit(value: string): number {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new UsageError('--limit must be a positive whole number');
    return n;
  }
}

@SubCommand({ name: 'retry', arguments: '<id>', description: 'Put a failed e-mail back in the queue' })
export class MailRetryCommand extends CommandRunner {
  constructor(private readonly outbox: MailOutboxService) {
    super();
  }

  async run([id]: string[]): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(id ?? '')) throw new UsageError('mail retry needs the id of an e-mail from `mail outbox`');
    await this.outbox.retry(id);
    process.stdout.write(`E-mail ${id} is queued again.\n`);
  }
}

@Command({ name: 'mail', description: 'The e-mail outbox', subCommands: [MailOutboxCommand, MailRetryCommand] })
export class MailCommand extends CommandRunner {
  async run(): Promise<void> {
    this.command.help();
  }
}
