import { Injectable } from '@nestjs/common';
import type { QueuedMail } from '../domain/outgoing-mail.js';
import { MailOutboxRepository } from '../ports/mail-outbox.repository.js';
import { UnknownMailError } from '../domain/mail.errors.js';

/** The admin's view of the outbox (the `mail` CLI commands). */
@Injectable()
export class MailOutboxService {
  constructor(private readonly outbox: MailOutboxRepository) {}

  list(limit = 50, status?: QueuedMail['status']): Promise<QueuedMail[]> {
    return this.outbox.list(limit, status);
  }

  async retry(id: string): Promise<void> {
    if (!(await this.outbox.requeue(id))) throw new UnknownMailError(id);
  }
}
