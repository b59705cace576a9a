import { Injectable } from '@nestjs/common';
import { DataSource, MoreThanOrEqual } from 'typeorm';
import { AppConfig } from '../../../../config/app-config.js';
import type { OutgoingMail } from '../../../mail/domain/outgoing-mail.js';
import { messageIdDomain } from '../../../mail/domain/message-domain.js';
import { enqueueMails } from '../../../mail/adapters/persistence/outbox-rows.js';
import type { ClassBooking, ContactMessage } from '../../domain/enquiry.js';
import { EnquiryRepository } from '../../ports/enquiry.repository.js';
import { ClassBookingEntity } from './class-booking.entity.js';
import { ContactMessageEntity } from './contact-message.entity.js';

@Injectable()
export class TypeormEnquiryRepository extends EnquiryRepository {
  private readonly mailDomain: string;

  constructor(
    private readonly dataSource: DataSource,
    config: AppConfig,
  ) {
    super();
    this.mailDomain = messageIdDomain(config.env.MAIL_FROM);
  }

  async saveContact(message: ContactMessage, mails: OutgoingMail[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(ContactMessageEntity, message);
      await enqueueMails(manager, mails, this.mailDomain);
    });
  }

  async saveBooking(booking: ClassBooking, mails: OutgoingMail[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(ClassBookingEntity, booking);
      await enqueueMails(manager, mails, this.mailDomain);
    });
  }

  listContacts(since?: Date): Promise<ContactMessage[]> {
    return this.dataSource.getRepository(ContactMessageEntity).find({
      where: since ? { createdAt: MoreThanOrEqual(since) } : {},
      order: { createdAt: 'ASC' },
    });
  }

  listBookings(since?: Date): Promise<ClassBooking[]> {
    return this.dataSource.getRepository(ClassBookingEntity).find({
      where: since ? { createdAt: MoreThanOrEqual(since) } : {},
      order: { createdAt: 'ASC' },
    });
  }
}
