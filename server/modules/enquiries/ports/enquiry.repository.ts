import type { OutgoingMail } from '../../mail/domain/outgoing-mail.js';
import type { ClassBooking, ContactMessage } from '../domain/enquiry.js';

/** Stores enquiries. Each save commits the enquiry and its e-mails together, or nothing. */
export abstract class EnquiryRepository {
  abstract saveContact(message: ContactMessage, mails: OutgoingMail[]): Promise<void>;
  abstract saveBooking(booking: ClassBooking, mails: OutgoingMail[]): Promise<void>;
  abstract listContacts(since?: Date): Promise<ContactMessage[]>;
  abstract listBookings(since?: Date): Promise<ClassBooking[]>;
}
