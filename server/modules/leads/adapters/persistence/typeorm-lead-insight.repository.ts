import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { LEAD_SCORE_THRESHOLDS } from '../../../../../shared/limits.js';
import type { Market } from '../../../../../shared/markets.js';
import type { ScoredJob, ScoringJob, ScoringProgress } from '../../domain/lead-insight.js';
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
  updated_at: string;
  market: Market;
}

/** An insight row (`i`) that no live lease holds and no retry waits for: claimable by either claim below. */
const CLAIMABLE = `(i.retry_at IS NULL OR i.retry_at <= now()) AND (i.claimed_until IS NULL OR i.claimed_until < now())`;

@Injectable()
export class TypeormLeadInsightRepository extends LeadInsightRepository {
  constructor(@InjectRepository(LeadEntity) private readonly rows: Repository<LeadEntity>) {
    super();
  }

  async claimDue(limit: number, leaseMs: number, licenceId?: string): Promise<ScoringJob[]> {
    // One statement: the claim is the insert (or the lease's renewal) of the lead's insight row. Two instances that
    // pick the same lead race on its primary key, and the loser's DO UPDATE finds a live lease and returns nothing,
    // so each lead is scored by one of them. Due leads are found through the partial index on lead.insight_due.
    // An INSERT's query() answers with the rows alone (an UPDATE's with [rows, count]).
    const claimed = (await this.rows.query(
      `WITH due AS (
         SELECT l.id, l.licence_id
           FROM lead l
           LEFT JOIN lead_insight i ON i.lead_id = l.id
          WHERE l.insight_due
            AND ($3::uuid IS NULL OR l.licence_id = $3::uuid)
            AND (i.lead_id IS NULL OR (${CLAIMABLE}))
          ORDER BY l.updated_at
          LIMIT $1)
       INSERT INTO lead_insight (lead_id, licence_id, attempts, claimed_until)
       SELECT id, licence_id, 1, now() + ($2 || ' milliseconds')::interval FROM due
       ON CONFLICT (lead_id) DO UPDATE
          SET attempts = lead_insight.attempts + 1, claimed_until = EXCLUDED.claimed_until
        WHERE lead_insight.claimed_until IS NULL OR lead_insight.claimed_until < now()
       RETURNING lead_id, attempts`,
      [limit, String(leaseMs), licenceId ?? null],
    )) as ClaimedRow[];
    return this.jobsFor(claimed);
  }

  async claimBudgetStandIns(limit: number, leaseMs: number, licenceId?: string): Promise<ScoringJob[]> {
    // Through the partial index on stand-ins: cheap however big the book, so the worker can look on every idle poll.
    // A lead that is due again (changed) is claimDue's; a stand-in stored today waits for tomorrow's budget.
    const [claimed] = (await this.rows.query(
      `WITH stale AS (
         SELECT i.lead_id
           FROM lead_insight i JOIN lead l ON l.id = i.lead_id
          WHERE i.source = 'offline-budget' AND i.analysed_at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
            AND NOT l.insight_due AND ($3::uuid IS NULL OR i.licence_id = $3::uuid)
            AND ${CLAIMABLE}
          ORDER BY i.analysed_at
          LIMIT $1
          FOR UPDATE OF i SKIP LOCKED)
       UPDATE lead_insight i SET attempts = i.attempts + 1, claimed_until = now() + ($2 || ' milliseconds')::interval
         FROM stale WHERE i.lead_id = stale.lead_id
       RETURNING i.lead_id, i.attempts`,
      [limit, String(leaseMs), licenceId ?? null],
    )) as [ClaimedRow[], number];
    return this.jobsFor(claimed);
  }

  /** The claimed leads as jobs: their conversation and their licence's market. */
  private async jobsFor(claimed: ClaimedRow[]): Promise<ScoringJob[]> {
    if (claimed.length === 0) return [];
    const attempts = new Map(claimed.map((row) => [row.lead_id, row.attempts]));
    // The lead's updated_at as text: PostgreSQL keeps microseconds a JavaScript Date would drop.
    const leads = (await this.rows.query(
      `SELECT l.id, l.licence_id, l.name, l.past_chats, l.previous_intent, l.updated_at::text AS updated_at, c.market
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
      leadUpdatedAt: row.updated_at,
      attempts: attempts.get(row.id) ?? 1,
    }));
  }

  async markOlderAnswersDue(analyzerVersion: string): Promise<number> {
    const [, count] = (await this.rows.query(
      `UPDATE lead l SET insight_due = true
         FROM lead_insight i
        WHERE i.lead_id = l.id AND NOT l.insight_due AND i.analyzer_version IS DISTINCT FROM $1`,
      [analyzerVersion],
    )) as [unknown, number];
    return count;
  }

  async markLicenceDue(licenceId: string): Promise<number> {
    const [, count] = (await this.rows.query(`UPDATE lead SET insight_due = true WHERE licence_id = $1 AND NOT insight_due`, [licenceId])) as [unknown, number];
    return count;
  }

  async store(answers: readonly ScoredJob[], analyzerVersion: string): Promise<void> {
    if (answers.length === 0) return;
    const rows = answers.map(({ job, analysis }) => ({
      lead_id: job.leadId,
      lead_updated_at: job.leadUpdatedAt,
      source: analysis.source,
      analysis,
      score: analysis.leadScore,
      intent: analysis.predictedIntent,
      top_reason: analysis.factors[0]?.label ?? null,
    }));
    // One statement for the batch: the answers, their headline on each lead for the list, and each lead no longer
    // due unless it changed while it was being scored. A lead an import or sync wrote whose score now crosses into
    // hot (from below, or from no score) and that never had an alert becomes due for one (SET reads the old row).
    await this.rows.query(
      `WITH answer AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb)
           AS a(lead_id uuid, lead_updated_at timestamptz, source text, analysis jsonb, score int, intent text, top_reason text)),
       stored AS (
         UPDATE lead_insight i
            SET lead_updated_at = a.lead_updated_at, analyzer_version = $2, source = a.source, analysis = a.analysis,
                analysed_at = now(), attempts = 0, retry_at = NULL, claimed_until = NULL, last_error = NULL
           FROM answer a
          WHERE i.lead_id = a.lead_id
         RETURNING i.lead_id)
       UPDATE lead l
          SET score = a.score, intent = a.intent, top_reason = a.top_reason, insight_due = l.insight_due AND l.updated_at <> a.lead_updated_at,
              hot_alert_due = l.hot_alert_due OR (l.hot_watch AND a.score > ${LEAD_SCORE_THRESHOLDS.high}
                              AND coalesce(l.score, -1) <= ${LEAD_SCORE_THRESHOLDS.high} AND l.hot_alerted_at IS NULL),
              hot_watch = l.hot_watch AND l.updated_at <> a.lead_updated_at
         FROM answer a
        WHERE l.id = a.lead_id AND l.id IN (SELECT lead_id FROM stored)`,
      [JSON.stringify(rows), analyzerVersion],
    );
  }

  async markFailed(job: ScoringJob, error: string, retryInMs: number): Promise<void> {
    await this.rows.query(
      `UPDATE lead_insight SET retry_at = now() + ($2 || ' milliseconds')::interval, claimed_until = NULL, last_error = $3 WHERE lead_id = $1`,
      [job.leadId, String(retryInMs), error.slice(0, 1000)],
    );
  }

  async postpone(job: ScoringJob, retryInMs: number): Promise<void> {
    await this.rows.query(
      `UPDATE lead_insight SET retry_at = now() + ($2 || ' milliseconds')::interval, claimed_until = NULL, attempts = greatest(attempts - 1, 0)
        WHERE lead_id = $1`,
      [job.leadId, String(Math.ceil(retryInMs))],
    );
  }

  async progress(licenceId?: string): Promise<ScoringProgress> {
    const [row] = (await this.rows.query(
      `SELECT count(*)::int AS leads,
              count(*) FILTER (WHERE NOT l.insight_due)::int AS scored,
              count(*) FILTER (WHERE l.insight_due AND i.last_error IS NOT NULL)::int AS failing
         FROM lead l LEFT JOIN lead_insight i ON i.lead_id = l.id
        WHERE ($1::uuid IS NULL OR l.licence_id = $1::uuid)`,
      [licenceId ?? null],
    )) as ScoringProgress[];
    return row;
  }
}
