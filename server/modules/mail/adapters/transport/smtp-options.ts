import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';
import type { AppConfig } from '../../../../config/app-config.js';

/**
 * Nodemailer transport options: the SMTP server of SMTP_URL, pooled, with short timeouts (a dead server must fail fast,
 * the queue retries), or a stream transport that renders the message for the .eml file.
 */
export function smtpTransportOptions(config: AppConfig): SMTPPool.Options | StreamTransport.Options {
  const smtpUrl = config.env.SMTP_URL;
  if (!smtpUrl) return { streamTransport: true, buffer: true, newline: 'unix' };
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A few connections kept open and reused: the worker sends a batch in parallel, and a new TCP (and TLS)
    // handshake per e-mail made a backlog drain slowly.
    pool: true,
    maxConnections: 5,
    maxMessages: 100,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}
