import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Lead } from '../../domain/lead.js';
import { LeadRepository } from '../../ports/lead.repository.js';
import { LeadEntity } from './lead.entity.js';

@Injectable()
export class TypeormLeadRepository extends LeadRepository {
  constructor(@InjectRepository(LeadEntity) private readonly rows: Repository<LeadEntity>) {
    super();
  }

  listByLicence(licenceId: string): Promise<Lead[]> {
    return this.rows.find({ where: { licenceId }, order: { name: 'ASC', createdAt: 'ASC' } });
  }

  async upsert(leads: Lead[]): Promise<{ inserted: number; updated: number }> {
    let inserted = 0;
    let updated = 0;
    await this.rows.manager.transaction(async (manager) => {
      for (const lead of leads) {
        const match = lead.externalId
          ? { licenceId: lead.licenceId, externalId: lead.externalId }
          : { licenceId: lead.licenceId, name: lead.name };
        const existing = await manager.findOneBy(LeadEntity, match);
        if (existing) {
          const { id: _id, createdAt: _created, ...changes } = lead;
          await manager.update(LeadEntity, { id: existing.id }, changes);
          updated += 1;
        } else {
          await manager.insert(LeadEntity, lead);
          inserted += 1;
        }
      }
    });
    return { inserted, updated };
  }
}
