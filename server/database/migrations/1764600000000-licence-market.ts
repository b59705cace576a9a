import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A licence's market (in, uk, us): the currency an amount takes when a lead's chat names none, and the words the
 * lead cards use. Licences issued before markets existed were read as American, so they keep 'us'.
 */
export class LicenceMarket1764600000000 implements MigrationInterface {
  name = 'LicenceMarket1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE licence ADD COLUMN market text NOT NULL DEFAULT 'us' CONSTRAINT licence_market_known CHECK (market IN ('in', 'uk', 'us'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE licence DROP COLUMN market`);
  }
}
