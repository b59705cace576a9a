import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';
import type { AppConfig } from '../../../../config/app-config.js';

/**
 * Nodemailer transport options: the SMTP server of SMTP_URL with short timeouts (a dead server must fail fast,
 * the queue retries), or a stream transport that renders the message for the .eml file.
 */
export function smtpTransportOptions(config: AppConfig): SMTPTransport.Options | StreamTransport.Options {
  const smtpUrl = config.env.SMTP_URL;
  if (!smtpUrl) return { streamTransport: true, buffer: true, newline: 'unix' };
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}
