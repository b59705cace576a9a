import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '../../../config/app-config.js';
import { loadEnv } from '../../../config/load-config.js';
import type { OutgoingMail } from '../../mail/domain/outgoing-mail.js';
import type { CareerApplication } from '../domain/career-application.js';
import { CareerApplicationRepository } from '../ports/career-application.repository.js';
import { ResumeStorage, type StoredFile } from '../ports/resume-storage.js';

/** In-memory adapters for the unit tests of the Careers application layer (left out of the build). */

/** Every call to the fakes, in order, so a test can check what happened before what. */
export type Log = string[];

export class MemoryApplications extends CareerApplicationRepository {
  rows: CareerApplication[] = [];
  mails: OutgoingMail[] = [];
  failNextSave = false;

  constructor(private readonly log: Log = []) {
    super();
  }
  async save(application: CareerApplication, mails: OutgoingMail[]) {
    this.log.push(`save ${application.resumeKey}`);
    if (this.failNextSave) {
      this.failNextSave = false;
      throw new Error('database went away');
    }
    this.rows.push(application);
    this.mails.push(...mails);
  }
  async list() {
    return this.rows;
  }
  async find(id: string) {
    return this.rows.find((row) => row.id === id) ?? null;
  }
  async knownResumeKeys(keys: string[]) {
    return new Set(this.rows.map((row) => row.resumeKey).filter((key) => keys.includes(key)));
  }
}

export class MemoryStorage extends ResumeStorage {
  staged = new Map<string, { bytes: Buffer; modifiedAt: Date }>();
  committed = new Map<string, { bytes: Buffer; modifiedAt: Date }>();
  private next = 0;

  constructor(private readonly log: Log = []) {
    super();
  }
  async stage(bytes: Buffer) {
    const key = (++this.next).toString(16).padStart(32, '0');
    this.staged.set(key, { bytes, modifiedAt: new Date() });
    this.log.push(`stage ${key}`);
    return key;
  }
  async commit(key: string) {
    this.log.push(`commit ${key}`);
    const file = this.staged.get(key);
    if (!file) return;
    this.staged.delete(key);
    this.committed.set(key, file);
  }
  async remove(key: string) {
    this.log.push(`remove ${key}`);
    this.staged.delete(key);
    this.committed.delete(key);
  }
  async read(key: string) {
    return this.committed.get(key)?.bytes ?? null;
  }
  async list(): Promise<StoredFile[]> {
    return [
      ...[...this.staged].map(([key, f]) => ({ key, staged: true, modifiedAt: f.modifiedAt })),
      ...[...this.committed].map(([key, f]) => ({ key, staged: false, modifiedAt: f.modifiedAt })),
    ];
  }
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return new AppConfig(loadEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'unit-')), TEAM_EMAIL: 'team@example.test', ...env }));
}

