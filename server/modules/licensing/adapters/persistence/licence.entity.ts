import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Market } from '../../../../../shared/markets.js';

@Entity({ name: 'licence' })
export class LicenceEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text', { name: 'buyer_name' })
  buyerName: string;

  @Column('text')
  email: string;

  @Column('text', { name: 'key_hash' })
  keyHash: string;

  @Column('text', { name: 'key_last4' })
  keyLast4: string;

  @Column('text')
  status: 'active' | 'revoked';

  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;

  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt: Date | null;

  @Column('int', { name: 'session_generation', default: 0 })
  sessionGeneration: number;

  @Column('text', { default: 'us' })
  market: Market;

  @Column('boolean', { name: 'hot_lead_alerts', default: true })
  hotLeadAlerts: boolean;
}
