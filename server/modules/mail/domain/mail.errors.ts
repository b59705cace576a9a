import { DomainError } from '../../../common/errors/domain-error.js';

export class UnknownMailError extends DomainError {
  readonly code = 'mail_not_found';

  constructor(id: string) {
    super(`There is no e-mail with id ${id} in the outbox.`);
  }
}
