import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AiAnalysis } from '../../../../../shared/api.js';
import type { Market } from '../../../../../shared/markets.js';
import type { ScoringJob, ScoringProgress } from '../../domain/lead-insight.js';
import { LeadInsightRepository } from '../../ports/lead-insight.repository.js';
import { LeadEntity } from './lead.entity.js';

interface ClaimedRow {
  lead_id: string;
  attempts: number;
}

interface JobRow {
  id: string;
  licence_id: string;
  name: string;
  past_chats: string;
  previous_intent: string;
  updated_at: Date;
  market: Market;
}

/** A lead (`l`) needs an answer when its insight (`i`) has none, is older than the lead, or is from another analyzer. */
function needsAnswer(versionParameter: string): string {
  return `(i.analysed_at IS NULL OR i.lead_updated_at IS DISTINCT FROM l.updated_at OR i.analyzer_version IS DISTINCT FROM ${versionParameter})`;
}

@Injectable()
export class TypeormLeadInsightRepository extends LeadInsightRepository {
  constructor(@InjectRepository(LeadEntity) private readonly rows: Repository<LeadEntity>) {
    super();
  }

  async claimDue(limit: number, leaseMs: number, analyzerVersion: string, licenceId?: string): Promise<ScoringJob[]> {
    // One statement: the claim is the insert (or the lease's renewal) of the lead's row. Two instances that pick the
    // same lead race on its primary key, and the loser's DO UPDATE finds a live lease and returns nothing, so each
    // lead is scored by one of them. Leads never scored go first.
    // An INSERT's query() answers with the rows alone (an UPDATE's with [rows, count]).
    const claimed = (await this.rows.query(
      `WITH due AS (
         SELECT l.id, l.licence_id
           FROM lead l
           LEFT JOIN lead_insight i ON i.lead_id = l.id
          WHERE ($4::uuid IS NULL OR l.licence_id = $4::uuid)
            AND (i.lead_id IS NULL
                 OR (${needsAnswer('$3')}
                     AND (i.retry_at IS NULL OR i.retry_at <= now())
                     AND (i.claimed_until IS NULL OR i.claimed_until < now())))
          ORDER BY i.analysed_at IS NOT NULL, l.updated_at
          LIMIT $1)
       INSERT INTO lead_insight (lead_id, licence_id, attempts, claimed_until)
       SELECT id, licence_id, 1, now() + ($2 || ' milliseconds')::interval FROM due
       ON CONFLICT (lead_id) DO UPDATE
          SET attempts = lead_insight.attempts + 1, claimed_until = EXCLUDED.claimed_until
        WHERE lead_insight.claimed_until IS NULL OR lead_insight.claimed_until < now()
       RETURNING lead_id, attempts`,
      [limit, String(leaseMs), analyzerVersion, licenceId ?? null],
    )) as ClaimedRow[];
    if (claimed.length === 0) return [];
    const attempts = new Map(claimed.map((row) => [row.lead_id, row.attempts]));
    const leads = (await this.rows.query(
      `SELECT l.id, l.licence_id, l.name, l.past_chats, l.previous_intent, l.updated_at, c.market
         FROM lead l JOIN licence c ON c.id = l.licence_id
        WHERE l.id = ANY($1::uuid[])`,
      [[...attempts.keys()]],
    )) as JobRow[];
    return leads.map((row) => ({
      leadId: row.id,
      licenceId: row.licence_id,
      market: row.market,
      name: row.name,
      pastChats: row.past_chats,
      previousIntent: row.previous_intent,
      leadUpdatedAt: new Date(row.updated_at),
      attempts: attempts.get(row.id) ?? 1,
    }));
  }

  async store(job: ScoringJob, analysis: AiAnalysis, analyzerVersion: string): Promise<void> {
    await this.rows.query(
      `UPDATE lead_insight
          SET lead_updated_at = $2, analyzer_version = $3, source = $4, score = $5, intent = $6, analysis = $7::jsonb,
              analysed_at = now(), attempts = 0, retry_at = NULL, claimed_until = NULL, last_error = NULL
        WHERE lead_id = $1`,
      [job.leadId, job.leadUpdatedAt, analyzerVersion, analysis.source, analysis.leadScore, analysis.predictedIntent, JSON.stringify(analysis)],
    );
  }

  async markFailed(job: ScoringJob, error: string, retryInMs: number): Promise<void> {
    await this.rows.query(
      `UPDATE lead_insight SET retry_at = now() + ($2 || ' milliseconds')::interval, claimed_until = NULL, last_error = $3 WHERE lead_id = $1`,
      [job.leadId, String(retryInMs), error.slice(0, 1000)],
    );
  }

  async progress(analyzerVersion: string, licenceId?: string): Promise<ScoringProgress> {
    const [row] = (await this.rows.query(
      `SELECT count(*)::int AS leads,
              count(*) FILTER (WHERE NOT ${needsAnswer('$1')})::int AS scored,
              count(*) FILTER (WHERE i.last_error IS NOT NULL)::int AS failing
         FROM lead l LEFT JOIN lead_insight i ON i.lead_id = l.id
        WHERE ($2::uuid IS NULL OR l.licence_id = $2::uuid)`,
      [analyzerVersion, licenceId ?? null],
    )) as ScoringProgress[];
    return row;
  }
}
