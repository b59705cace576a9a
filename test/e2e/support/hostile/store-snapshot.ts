import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../test-app.js';

/** Every table user input can reach; the snapshot covers all tables of the schema, these must be among them. */
export const INPUT_TABLES = [
  'contact_message',
  'class_booking',
  'career_application',
  'mail_outbox',
  'otp_code',
  'otp_send',
  'buyer_session',
  'licence',
  'lead',
  'lead_source',
] as const;

export interface StoreSnapshot {
  rows: Record<string, number>;
  /** Every file under DATA_DIR/uploads (temporary files included). */
  uploads: string[];
}

/** Row counts of every table of the app's schema, and the upload folder's files. */
export async function storeSnapshot(app: TestApp): Promise<StoreSnapshot> {
  const tables = (await app.dataSource.query(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as { name: string }[];
  const rows: Record<string, number> = {};
  for (const { name } of tables) rows[name] = await app.count(`"${name}"`);
  let uploads: string[] = [];
  try {
    uploads = readdirSync(join(app.dataDir, 'uploads'), { recursive: true, encoding: 'utf8' }).sort();
  } catch {
    // no upload folder yet: nothing was ever uploaded
  }
  return { rows, uploads };
}
