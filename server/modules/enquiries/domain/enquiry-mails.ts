import type { OutgoingMail } from '../../mail/domain/outgoing-mail.js';
import { visitorConfirmation } from '../../mail/domain/visitor-confirmation.js';
import type { ClassBooking, ContactMessage } from './enquiry.js';


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
    visitorConfirmation('contact', message.email),
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
    visitorConfirmation('booking', booking.email, { label: 'Course', value: booking.courseLabel }),
  ];
}
