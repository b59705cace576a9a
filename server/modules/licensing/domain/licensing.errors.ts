import { DomainError } from '../../../common/errors/domain-error.js';
import { MESSAGES } from '../../../../shared/messages.js';

/** Unknown, revoked and expired keys answer alike, so the answer says nothing about which keys exist. */
export class InvalidLicenceError extends DomainError {
  readonly code = 'invalid_license';

  constructor() {
    super(MESSAGES.licenceInvalid);
  }
}

export class LicenceNotFoundError extends DomainError {
  readonly code = 'licence_not_found';

  constructor(id: string) {
    super(`No licence has the id ${id}. \`licence list\` shows the ids.`);
  }
}

export class LicenceRevokedError extends DomainError {
  readonly code = 'licence_revoked';

  constructor(id: string) {
    super(`Licence ${id} is revoked: its key cannot be rotated. Issue a new licence instead.`);
  }
}
