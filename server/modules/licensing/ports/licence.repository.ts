import type { Licence } from '../domain/licence.js';

export abstract class LicenceRepository {
  abstract insert(licence: Licence): Promise<void>;
  abstract findById(id: string): Promise<Licence | null>;
  abstract findByKeyHash(keyHash: string): Promise<Licence | null>;
  abstract findByEmail(email: string): Promise<Licence[]>;
  abstract list(): Promise<Licence[]>;
  abstract update(id: string, changes: Partial<Pick<Licence, 'status' | 'expiresAt' | 'revokedAt' | 'lastUsedAt' | 'keyHash' | 'keyLast4' | 'market' | 'hotLeadAlerts'>>): Promise<void>;
  /** Raises the session generation by one, in one statement (two admins at once raise it twice, never lose one). */
  abstract bumpSessionGeneration(id: string): Promise<void>;
}
