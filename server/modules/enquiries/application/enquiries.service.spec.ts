import { AppConfig } from '../../../config/app-config.js';
import { loadEnv } from '../../../config/load-config.js';
import type { OutgoingMail } from '../../mail/domain/outgoing-mail.js';
import type { ClassBooking, ContactMessage } from '../domain/enquiry.js';
import { TermsNotAcceptedError, UnknownCourseError } from '../domain/enquiries.errors.js';
import { EnquiryRepository } from '../ports/enquiry.repository.js';
import { EnquiriesService } from './enquiries.service.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An in-memory repository: what the service stores and queues, with no database. */
class MemoryEnquiries extends EnquiryRepository {
  contacts: ContactMessage[] = [];
  bookings: ClassBooking[] = [];
  mails: OutgoingMail[] = [];

  async saveContact(message: ContactMessage, mails: OutgoingMail[]) {
    this.contacts.push(message);
    this.mails.push(...mails);
  }
  async saveBooking(booking: ClassBooking, mails: OutgoingMail[]) {
    this.bookings.push(booking);
    this.mails.push(...mails);
  }
  async listContacts() {
    return this.contacts;
  }
  async listBookings() {
    return this.bookings;
  }
}

describe('EnquiriesService', () => {
  let repo: MemoryEnquiries;
  let service: EnquiriesService;

  beforeEach(() => {
    repo = new MemoryEnquiries();
    const config = new AppConfig(loadEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'unit-')), TEAM_EMAIL: 'team@example.test' }));
    service = new EnquiriesService(repo, config);
  });

  it('stores a trimmed contact message and queues the team e-mail and the confirmation', async () => {
    const { id } = await service.submitContact({ fullName: '  Ana Silva ', email: 'ana@example.com ', subject: ' Fees ', message: 'How much?\n' });
    expect(repo.contacts).toEqual([expect.objectContaining({ id, fullName: 'Ana Silva', email: 'ana@example.com', subject: 'Fees', message: 'How much?' })]);
    expect(repo.mails.map((m) => [m.kind, m.to])).toEqual([
      ['contact.team', 'team@example.test'],
      ['contact.confirmation', 'ana@example.com'],
    ]);
    expect(repo.mails[0].replyTo).toBe('ana@example.com');
    // The confirmation goes to a typed address: it quotes nothing the visitor wrote (not even the name).
    expect(repo.mails[1]).toMatchObject({ limitedPerRecipient: true });
    for (const typed of ['How much?', 'Ana', 'Fees']) expect(`${repo.mails[1].subject}\n${repo.mails[1].text}`).not.toContain(typed);
    expect(repo.mails[1].text).toContain('the contact form');
  });

  it('books a class with the catalogue name of the course and no empty optional fields', async () => {
    await service.bookClass({ name: 'Ravi', email: 'ravi@example.com', course: 'math-tutoring', phone: '  ', acceptedTerms: true });
    expect(repo.bookings[0]).toMatchObject({ courseId: 'math-tutoring', courseLabel: 'Mathematics tutoring', phone: null, message: null });
    expect(repo.mails[0].subject).toBe('New class booking: Mathematics tutoring');
    expect(repo.mails[0].text).toContain('Phone: not given');
    expect(repo.mails[1].text).toContain('\nCourse: Mathematics tutoring\n');
    expect(repo.mails[1]).toMatchObject({ kind: 'booking.confirmation', limitedPerRecipient: true });
  });

  it('refuses a booking whose terms are not accepted, and stores nothing', async () => {
    await expect(service.bookClass({ name: 'R', email: 'r@example.com', course: 'math-tutoring', acceptedTerms: false })).rejects.toThrow(
      new TermsNotAcceptedError(),
    );
    expect(repo.bookings).toHaveLength(0);
    expect(repo.mails).toHaveLength(0);
  });

  it('refuses a course that is not in the catalogue', async () => {
    await expect(service.bookClass({ name: 'R', email: 'r@example.com', course: 'web-development', acceptedTerms: true })).rejects.toBeInstanceOf(
      UnknownCourseError,
    );
  });
});
