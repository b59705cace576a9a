import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import type { Lead } from '../../domain/lead.js';
import type { UpsertPlan } from '../../domain/lead-upsert.js';
import { LeadRepository, type UpsertOptions } from '../../ports/lead.repository.js';
import { LeadSourceEntity } from './lead-source.entity.js';
import { LeadEntity } from './lead.entity.js';

/** Rows per INSERT: big enough to be quick, small enough to stay far below PostgreSQL's parameter limit. */
const INSERT_CHUNK = 200;

/** New leads from one import past which the table's statistics are refreshed at once. */
const ANALYZE_AFTER_INSERTS = 1000;

@Injectable()
export class TypeormLeadRepository extends LeadRepository {
  constructor(@InjectRepository(LeadEntity) private readonly rows: Repository<LeadEntity>) {
    super();
  }

  listByLicence(licenceId: string): Promise<Lead[]> {
    return this.rows.find({ where: { licenceId }, order: { name: 'ASC', createdAt: 'ASC' } });
  }

  async findForLicence(licenceId: string, ids: readonly string[]): Promise<Lead[]> {
    if (ids.length === 0) return [];
    return this.rows.find({ where: { licenceId, id: In([...ids]) } });
  }

  async upsertForLicence(licenceId: string, plan: (existing: Lead[]) => UpsertPlan, options: UpsertOptions = {}): Promise<UpsertPlan> {
    const decided = await this.rows.manager.transaction(async (manager) => {
      // Two writers of one licence (an import beside a sync) would otherwise both insert a lead new to each of them.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('lead-upsert:' || $1, 0))`, [licenceId]);
      const existing = await manager.find(LeadEntity, { where: { licenceId }, order: { name: 'ASC', createdAt: 'ASC' } });
      const decided = plan(existing);
      await this.write(manager, decided, options.onProgress);
      if (options.recordSync) {
        const { at, report } = options.recordSync;
        await manager.update(LeadSourceEntity, { licenceId }, { lastSyncAt: at, lastReport: report(decided), lastError: null });
      }
      return decided;
    });
    // Fresh statistics after a big import, so the planner reads a search through its full-text index rather than
    // the whole book. PostgreSQL's autovacuum would get there in a while; the embedded database has no autovacuum
    // at all, and without statistics it searched 10,000 leads in 2 s instead of milliseconds.
    if (decided.inserts.length >= ANALYZE_AFTER_INSERTS) await this.rows.query('ANALYZE lead');
    return decided;
  }

  private async write(manager: EntityManager, plan: UpsertPlan, onProgress?: UpsertOptions['onProgress']): Promise<void> {
    const total = plan.inserts.length + plan.updates.length;
    let done = 0;
    onProgress?.(done, total);
    for (let i = 0; i < plan.inserts.length; i += INSERT_CHUNK) {
      const chunk = plan.inserts.slice(i, i + INSERT_CHUNK);
      // New leads are due for scoring by the column's default; their first score may make them hot-lead alerts.
      await manager.insert(LeadEntity, chunk.map((lead) => ({ ...lead, hotWatch: true })));
      onProgress?.((done += chunk.length), total);
    }
    const contactOnly = new Set(plan.contactOnly);
    for (const lead of plan.updates) {
      const { id, licenceId: _licence, createdAt: _created, ...changes } = lead;
      // A changed conversation waits for a new insight (the scoring worker finds it by this flag) and its score may
      // make it a hot-lead alert; new contact details alone leave the stored insight current.
      const rescore = contactOnly.has(id) ? {} : { insightDue: true, hotWatch: true };
      await manager.update(LeadEntity, { id }, { ...changes, ...rescore });
      onProgress?.((done += 1), total);
    }
  }
}
