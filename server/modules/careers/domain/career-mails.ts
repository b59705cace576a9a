import { CAREER_ROLES } from '../../../../shared/careers.js';
import type { OutgoingMail } from '../../mail/domain/outgoing-mail.js';
import { visitorConfirmation } from '../../mail/domain/visitor-confirmation.js';
import type { CareerApplication } from './career-application.js';

export function roleTitles(roles: readonly string[]): string[] {
  return roles.map((id) => CAREER_ROLES.find((role) => role.id === id)?.title ?? id);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The team hears who applied and for what; the résumé stays on the server (the CLI fetches it). */
export function careerMails(application: CareerApplication, teamEmail: string): OutgoingMail[] {
  const titles = roleTitles(application.roles).join(', ');
  return [
    {
      kind: 'careers.team',
      to: teamEmail,
      replyTo: application.email,
      subject: `New application: ${application.fullName} (${titles})`,
      text:
        [
          `Name: ${application.fullName}`,
          `E-mail: ${application.email}`,
          `Roles: ${titles}`,
          `Résumé: ${application.resumeName}, ${formatBytes(application.resumeBytes)} (PDF)`,
        ].join('\n') +
        `\n\nThe résumé is not attached. Save it with:\n  npm run cli -- careers resume ${application.id} --out resume.pdf\n\n` +
        `Reply to this e-mail to reach ${application.fullName}. Reference: ${application.id}`,
    },
    // Role titles come from our catalogue (the form accepts only its ids): our wording, never the visitor's.
    visitorConfirmation('careers', application.email, { label: application.roles.length > 1 ? 'Roles' : 'Role', value: titles }),
  ];
}
