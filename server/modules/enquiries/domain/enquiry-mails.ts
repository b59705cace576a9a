import { SITE } from '../../../../shared/site.js';
import type { OutgoingMail } from '../../mail/domain/outgoing-mail.js';
import type { ClassBooking, ContactMessage } from './enquiry.js';

const SIGNATURE = `\n\n— The ${SITE.name} team\n${SITE.email} · ${SITE.phone}\n`;

function quote(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

export function contactMails(message: ContactMessage, teamEmail: string): OutgoingMail[] {
  return [
    {
      kind: 'contact.team',
      to: teamEmail,
      replyTo: message.email,
      subject: `New contact message: ${message.subject}`,
      text:
        `${message.fullName} <${message.email}> wrote through the contact form.\n\n` +
        `Subject: ${message.subject}\n\n${message.message}\n\n` +
        `Reply to this e-mail to answer them. Reference: ${message.id}`,
    },
    {
      kind: 'contact.confirmation',
      to: message.email,
      subject: `We received your message: ${message.subject}`,
      text:
        `Hello ${message.fullName},\n\nThank you for writing to ${SITE.name}. ` +
        `A member of our team will reply within one working day.\n\nYour message:\n\n${quote(message.message)}` +
        SIGNATURE,
    },
  ];
}

export function bookingMails(booking: ClassBooking, teamEmail: string): OutgoingMail[] {
  const details = [
    `Course: ${booking.courseLabel}`,
    `Name: ${booking.name}`,
    `E-mail: ${booking.email}`,
    `Phone: ${booking.phone ?? 'not given'}`,
  ].join('\n');
  return [
    {
      kind: 'booking.team',
      to: teamEmail,
      replyTo: booking.email,
      subject: `New class booking: ${booking.courseLabel}`,
      text:
        `${details}\n\nMessage:\n${booking.message ?? '(none)'}\n\n` +
        `Reply to this e-mail to reach ${booking.name}. Reference: ${booking.id}`,
    },
    {
      kind: 'booking.confirmation',
      to: booking.email,
      subject: `Your ${SITE.name} booking: ${booking.courseLabel}`,
      text:
        `Hello ${booking.name},\n\nThank you for booking ${booking.courseLabel}. ` +
        `Our admissions team will contact you within one working day to confirm your schedule and ` +
        `answer any questions.\n\n${details}` +
        SIGNATURE,
    },
  ];
}
