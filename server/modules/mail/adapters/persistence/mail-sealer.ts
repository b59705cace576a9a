import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1.';

/** What a sealed e-mail's body becomes once it has been sent: the secret inside is no longer needed. */
export const WIPED_BODY = '(removed after delivery: it carried a one-time code)';

/**
 * Encrypts the bodies of e-mails that carry a secret (one-time codes) while they wait in the outbox, so a copy of
 * the database (a backup, a read-only leak) holds no usable code. AES-256-GCM with a key derived from OTP_PEPPER,
 * which lives outside the database, like the key that makes the codes' HMACs.
 */
@Injectable()
export class MailSealer {
  private readonly key: Buffer;
  private readonly recipientKey: Buffer;

  constructor(config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.otpPepper, Buffer.alloc(0), 'averra mail-outbox seal', 32));
    this.recipientKey = Buffer.from(hkdfSync('sha256', config.otpPepper, Buffer.alloc(0), 'averra mail recipient limit', 32));
  }

  /**
   * What the per-recipient limit stores instead of an address: an HMAC of it, trimmed and lower-cased (so
   * `Ana@Example.com ` and `ana@example.com` are one inbox), which a copy of the database cannot reverse by
   * hashing a list of addresses.
   */
  recipientHash(address: string): string {
    return createHmac('sha256', this.recipientKey).update(address.trim().toLowerCase()).digest('base64url');
  }

  seal(text: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** Throws when the text was not sealed with this key (a changed OTP_PEPPER): the e-mail then fails and is retried. */
  unseal(sealed: string): string {
    if (!sealed.startsWith(VERSION)) throw new Error('Sealed e-mail body has an unknown format');
    const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
