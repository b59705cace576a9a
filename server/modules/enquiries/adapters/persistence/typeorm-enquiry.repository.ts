import { Injectable } from '@nestjs/common';
import { TransactionalOutbox } from '../../../mail/adapters/persistence/transactional-outbox.js';
import type { OutgoingMail } from '../../../mail/domain/outgoing-mail.js';
import type { ClassBooking, ContactMessage } from '../../domain/enquiry.js';
import { EnquiryRepository } from '../../ports/enquiry.repository.js';
import { ClassBookingEntity } from './class-booking.entity.js';
import { ContactMessageEntity } from './contact-message.entity.js';

@Injectable()
export class TypeormEnquiryRepository extends EnquiryRepository {
  constructor(private readonly outbox: TransactionalOutbox) {
    super();
  }

  saveContact(message: ContactMessage, mails: OutgoingMail[]): Promise<void> {
    return this.outbox.insertWithMails(ContactMessageEntity, message, mails);
  }

  saveBooking(booking: ClassBooking, mails: OutgoingMail[]): Promise<void> {
    return this.outbox.insertWithMails(ClassBookingEntity, booking, mails);
  }

  listContacts(since?: Date): Promise<ContactMessage[]> {
    return this.outbox.createdSince(ContactMessageEntity, since);
  }

  listBookings(since?: Date): Promise<ClassBooking[]> {
    return this.outbox.createdSince(ClassBookingEntity, since);
  }
}
