import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { LeadSourceKind } from '../../domain/lead-source.js';
import type { SyncReport } from '../../domain/lead-upsert.js';

/** `config` holds `{url}` for a published CSV, `{spreadsheetId, range}` for a Google Sheet. */
@Entity({ name: 'lead_source' })
export class LeadSourceEntity {
  @PrimaryColumn('uuid', { name: 'licence_id' })
  licenceId: string;

  @Column('text')
  kind: LeadSourceKind;

  @Column('json')
  config: Record<string, string>;

  @Column('timestamptz', { name: 'last_sync_at', nullable: true })
  lastSyncAt: Date | null;

  @Column('json', { name: 'last_report', nullable: true })
  lastReport: SyncReport | null;

  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
