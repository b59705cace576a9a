import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DEFAULT_MARKET, type Market } from '../../../../shared/markets.js';
import { AppConfig } from '../../../config/app-config.js';
import { Clock } from '../../../common/time/clock.js';
import { generateLicenceKey, keyLast4, licenceKeyDigest, normaliseLicenceKey } from '../domain/licence-key.js';
import { isUsable, licenceStatus, type Licence, type LicenceStatus } from '../domain/licence.js';
import { LicenceNotFoundError, LicenceRevokedError } from '../domain/licensing.errors.js';
import { LicenceRepository } from '../ports/licence.repository.js';

export interface IssueLicence {
  buyerName: string;
  email: string;
  expiresAt?: Date | null;
  /** DEFAULT_MARKET ('us') when not given. */
  market?: Market;
}

export interface LicenceView extends Omit<Licence, 'keyHash' | 'status' | 'sessionGeneration'> {
  status: LicenceStatus;
}

/** Licence keys: issued by the admin, checked at sign-in, revoked or extended later. */
@Injectable()
export class LicensingService {
  constructor(
    private readonly licences: LicenceRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates a licence and returns its key: the only time the key exists outside the buyer's hands.
   * `key` is for the demo seed, which derives its key; everyone else gets a fresh random one.
   */
  async issue(input: IssueLicence, key = generateLicenceKey()): Promise<{ licence: LicenceView; key: string }> {
    const normalised = normaliseLicenceKey(key);
    if (!normalised) throw new Error('Not a licence key');
    const licence: Licence = {
      id: randomUUID(),
      buyerName: input.buyerName.normalize('NFC').trim(),
      email: input.email.trim(),
      keyHash: this.digest(normalised),
      keyLast4: keyLast4(normalised),
      status: 'active',
      expiresAt: input.expiresAt ?? null,
      createdAt: this.clock.now(),
      revokedAt: null,
      lastUsedAt: null,
      sessionGeneration: 0,
      market: input.market ?? DEFAULT_MARKET,
      hotLeadAlerts: true,
    };
    await this.licences.insert(licence);
    return { licence: this.view(licence), key };
  }

  /** The licence a typed key belongs to, if it may sign in now; null for unknown, revoked and expired keys alike. */
  async findUsableByKey(typedKey: string): Promise<Licence | null> {
    const normalised = normaliseLicenceKey(typedKey);
    if (!normalised) return null;
    const licence = await this.licences.findByKeyHash(this.digest(normalised));
    return isUsable(licence, this.clock.now()) ? licence : null;
  }

  /** The licence a key belongs to, whatever its status (for the seed, which must not issue a key twice). */
  async findByKey(key: string): Promise<LicenceView | null> {
    const normalised = normaliseLicenceKey(key);
    const licence = normalised ? await this.licences.findByKeyHash(this.digest(normalised)) : null;
    return licence ? this.view(licence) : null;
  }

  /** The licence behind a session, if it may still be used (revocation and expiry end sessions). */
  async findUsableById(id: string): Promise<Licence | null> {
    const licence = await this.licences.findById(id);
    return isUsable(licence, this.clock.now()) ? licence : null;
  }

  async list(): Promise<LicenceView[]> {
    return (await this.licences.list()).map((licence) => this.view(licence));
  }

  async findByEmail(email: string): Promise<LicenceView[]> {
    return (await this.licences.findByEmail(email)).map((licence) => this.view(licence));
  }

  async revoke(id: string): Promise<LicenceView> {
    const licence = await this.require(id);
    if (licence.status !== 'revoked') {
      const changes = { status: 'revoked' as const, revokedAt: this.clock.now() };
      await this.licences.update(id, changes);
      Object.assign(licence, changes);
    }
    return this.view(licence);
  }

  /** Sets the market: the currency and wording of the buyer's lead cards from their next analysis on. */
  async setMarket(id: string, market: Market): Promise<LicenceView> {
    const licence = await this.require(id);
    await this.licences.update(id, { market });
    licence.market = market;
    return this.view(licence);
  }

  /** Turns the hot-lead alert e-mails on or off. */
  async setHotLeadAlerts(id: string, on: boolean): Promise<LicenceView> {
    const licence = await this.require(id);
    await this.licences.update(id, { hotLeadAlerts: on });
    licence.hotLeadAlerts = on;
    return this.view(licence);
  }

  /** Sets a new end date (null: never expires). A revoked licence stays revoked. */
  async extend(id: string, expiresAt: Date | null): Promise<LicenceView> {
    const licence = await this.require(id);
    await this.licences.update(id, { expiresAt });
    licence.expiresAt = expiresAt;
    return this.view(licence);
  }

  /**
   * A new key for the same licence (its leads, sources and history stay): the old key is refused from now on, like
   * an unknown one, and every session signed in with it ends. Returns the new key, the only time it is shown.
   */
  async rotate(id: string, key = generateLicenceKey()): Promise<{ licence: LicenceView; key: string }> {
    const licence = await this.require(id);
    if (licence.status === 'revoked') throw new LicenceRevokedError(id);
    const normalised = normaliseLicenceKey(key)!;
    const changes = { keyHash: this.digest(normalised), keyLast4: keyLast4(normalised) };
    await this.licences.update(id, changes);
    await this.licences.bumpSessionGeneration(id);
    return { licence: this.view({ ...licence, ...changes, sessionGeneration: licence.sessionGeneration + 1 }), key };
  }

  /** The licence's current session generation (sessions signed in under an older one are over). */
  async sessionGeneration(id: string): Promise<number> {
    return (await this.require(id)).sessionGeneration;
  }

  /** Ends every session of the licence on its next request ("Sign out everywhere", `licence sessions --end-all`). */
  async endAllSessions(id: string): Promise<void> {
    await this.require(id);
    await this.licences.bumpSessionGeneration(id);
  }

  async markUsed(id: string): Promise<void> {
    await this.licences.update(id, { lastUsedAt: this.clock.now() });
  }

  /** Throws LicenceNotFoundError unless a licence (of any status) has this id; its market otherwise. */
  async requireExisting(id: string): Promise<{ market: Market }> {
    return { market: (await this.require(id)).market };
  }

  private async require(id: string): Promise<Licence> {
    const licence = /^[0-9a-f-]{36}$/i.test(id) ? await this.licences.findById(id) : null;
    if (!licence) throw new LicenceNotFoundError(id);
    return licence;
  }

  private digest(normalisedKey: string): string {
    return licenceKeyDigest(this.config.otpPepper, normalisedKey);
  }

  private view(licence: Licence): LicenceView {
    const { keyHash: _hash, sessionGeneration: _generation, ...rest } = licence;
    return { ...rest, status: licenceStatus(licence, this.clock.now()) };
  }
}
