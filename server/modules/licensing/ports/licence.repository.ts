import type { Licence } from '../domain/licence.js';

export abstract class LicenceRepository {
  abstract insert(licence: Licence): Promise<void>;
  abstract findById(id: string): Promise<Licence | null>;
  abstract findByKeyHash(keyHash: string): Promise<Licence | null>;
  abstract findByEmail(email: string): Promise<Licence[]>;
  abstract list(): Promise<Licence[]>;
  abstract update(id: string, changes: Partial<Pick<Licence, 'status' | 'expiresAt' | 'revokedAt' | 'lastUsedAt'>>): Promise<void>;
}
