import type { OutgoingMail } from '../../mail/domain/outgoing-mail.js';
import { SITE } from '../../../../shared/site.js';
import { OTP_POLICY } from './otp-policy.js';

const PRODUCT = 'Lead Sentiment Analysis portal';

/** The sign-in code e-mail. Sealed: the body is stored encrypted until sent, then wiped. */
export function otpMail(to: { email: string; buyerName: string }, code: string): OutgoingMail {
  const minutes = OTP_POLICY.ttlMs / 60_000;
  return {
    kind: 'otp.code',
    to: to.email,
    // Not the code in the subject: subjects are stored unsealed and shown in `mail outbox`.
    subject: `Your ${SITE.name} sign-in code`,
    sealed: true,
    text: [
      `Hello ${to.buyerName},`,
      '',
      `Your one-time code for the ${SITE.name} ${PRODUCT} is:`,
      '',
      `    ${code}`,
      '',
      `It expires in ${minutes} minutes and works once. Enter it on the sign-in page to open your lead dashboard.`,
      '',
      'If you did not try to sign in, someone has your licence key: ignore this e-mail, and ask us for a new key',
      `at ${SITE.email}. Without this code nobody can sign in.`,
      '',
      `${SITE.name}`,
    ].join('\n'),
  };
}
