import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { courseLabel } from '../../../../shared/courses.js';
import { AppConfig } from '../../../config/app-config.js';
import { bookingMails, contactMails } from '../domain/enquiry-mails.js';
import type { BookingSubmission, ClassBooking, ContactMessage, ContactSubmission } from '../domain/enquiry.js';
import { TermsNotAcceptedError, UnknownCourseError } from '../domain/enquiries.errors.js';
import { EnquiryRepository } from '../ports/enquiry.repository.js';

function clean(value: string): string {
  return value.normalize('NFC').trim();
}

function optional(value: string | undefined): string | null {
  const cleaned = value === undefined ? '' : clean(value);
  return cleaned === '' ? null : cleaned;
}

/** Contact messages and class bookings: stored, then the team and the visitor are e-mailed. */
@Injectable()
export class EnquiriesService {
  constructor(
    private readonly enquiries: EnquiryRepository,
    private readonly config: AppConfig,
  ) {}

  async submitContact(input: ContactSubmission): Promise<{ id: string }> {
    const message: ContactMessage = {
      id: randomUUID(),
      fullName: clean(input.fullName),
      email: clean(input.email),
      subject: clean(input.subject),
      message: clean(input.message),
      createdAt: new Date(),
    };
    await this.enquiries.saveContact(message, contactMails(message, this.config.env.TEAM_EMAIL));
    return { id: message.id };
  }

  async bookClass(input: BookingSubmission): Promise<{ id: string }> {
    if (input.acceptedTerms !== true) throw new TermsNotAcceptedError();
    const label = courseLabel(input.course);
    if (!label) throw new UnknownCourseError();
    const booking: ClassBooking = {
      id: randomUUID(),
      name: clean(input.name),
      email: clean(input.email),
      courseId: input.course,
      courseLabel: label,
      phone: optional(input.phone),
      message: optional(input.message),
      createdAt: new Date(),
    };
    await this.enquiries.saveBooking(booking, bookingMails(booking, this.config.env.TEAM_EMAIL));
    return { id: booking.id };
  }

  listContacts(since?: Date): Promise<ContactMessage[]> {
    return this.enquiries.listContacts(since);
  }

  listBookings(since?: Date): Promise<ClassBooking[]> {
    return this.enquiries.listBookings(since);
  }
}
