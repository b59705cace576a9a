import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../../../common/time/clock.js';
import type { LeadSource, LeadSourceTarget } from '../../domain/lead-source.js';
import { LeadSourceRepository } from '../../ports/lead-source.repository.js';
import { LeadSourceEntity } from './lead-source.entity.js';

export function toLeadSource(row: LeadSourceEntity): LeadSource {
  const target: LeadSourceTarget =
    row.kind === 'csv-url'
      ? { kind: 'csv-url', url: row.config.url }
      : { kind: 'google-sheet', spreadsheetId: row.config.spreadsheetId, range: row.config.range };
  return { licenceId: row.licenceId, target, lastSyncAt: row.lastSyncAt, lastReport: row.lastReport, lastError: row.lastError };
}

@Injectable()
export class TypeormLeadSourceRepository extends LeadSourceRepository {
  constructor(
    @InjectRepository(LeadSourceEntity) private readonly rows: Repository<LeadSourceEntity>,
    private readonly clock: Clock,
  ) {
    super();
  }

  async find(licenceId: string): Promise<LeadSource | null> {
    const row = await this.rows.findOneBy({ licenceId });
    return row ? toLeadSource(row) : null;
  }

  async list(): Promise<LeadSource[]> {
    return (await this.rows.find({ order: { createdAt: 'ASC', licenceId: 'ASC' } })).map(toLeadSource);
  }

  async set(licenceId: string, target: LeadSourceTarget): Promise<LeadSource> {
    const { kind, ...config } = target;
    const row: LeadSourceEntity = {
      licenceId,
      kind,
      config,
      lastSyncAt: null,
      lastReport: null,
      lastError: null,
      createdAt: this.clock.now(),
    };
    await this.rows.upsert(row, { conflictPaths: ['licenceId'] });
    return toLeadSource(row);
  }

  async recordFailure(licenceId: string, at: Date, error: string): Promise<void> {
    await this.rows.update({ licenceId }, { lastSyncAt: at, lastError: error });
  }
}
