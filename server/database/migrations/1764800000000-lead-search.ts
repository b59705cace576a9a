import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lead list's search: a full-text index over each lead's name and conversation ('simple': no stemming, since
 * names and Hinglish have none to do), so finding a lead among 10,000 reads the index, not every chat. The
 * expression must stay the one the list queries (SEARCH_DOCUMENT in typeorm-lead-list.repository.ts).
 */
export class LeadSearch1764800000000 implements MigrationInterface {
  name = 'LeadSearch1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX lead_search ON lead USING gin (to_tsvector('simple', name || ' ' || past_chats))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX lead_search`);
  }
}
