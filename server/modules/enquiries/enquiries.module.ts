import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { EnquiriesService } from './application/enquiries.service.js';
import { EnquiriesController } from './adapters/http/enquiries.controller.js';
import { ClassBookingEntity } from './adapters/persistence/class-booking.entity.js';
import { ContactMessageEntity } from './adapters/persistence/contact-message.entity.js';
import { TypeormEnquiryRepository } from './adapters/persistence/typeorm-enquiry.repository.js';
import { EnquiryRepository } from './ports/enquiry.repository.js';

/** Contact messages and class bookings: the reference hexagonal slice the other modules copy. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity, ClassBookingEntity]), MailModule],
  controllers: [EnquiriesController],
  providers: [
    EnquiriesService,
    { provide: EnquiryRepository, useClass: TypeormEnquiryRepository },
  ],
  exports: [EnquiriesService],
})
export class EnquiriesModule {}
