import type { OutgoingMail } from '../../mail/domain/outgoing-mail.js';
import type { CareerApplication } from '../domain/career-application.js';

/** Stores applications. A save commits the application and its e-mails together, or nothing. */
export abstract class CareerApplicationRepository {
  abstract save(application: CareerApplication, mails: OutgoingMail[]): Promise<void>;
  abstract list(since?: Date): Promise<CareerApplication[]>;
  abstract find(id: string): Promise<CareerApplication | null>;
  /** Which of these résumé keys belong to a stored application. */
  abstract knownResumeKeys(keys: string[]): Promise<Set<string>>;
}
