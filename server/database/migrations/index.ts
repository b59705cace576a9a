import { EnquiriesAndMail1763800000000 } from './1763800000000-enquiries-and-mail.js';

/** Every migration, oldest first. Schema changes happen only here; `synchronize` is never on. */
export const MIGRATIONS = [EnquiriesAndMail1763800000000];
