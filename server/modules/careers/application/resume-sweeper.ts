import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { CareerApplicationRepository } from '../ports/career-application.repository.js';
import { ResumeStorage } from '../ports/resume-storage.js';

/** A staged file younger than this may belong to an upload another instance is handling right now. */
export const STAGED_GRACE_MS = 15 * 60 * 1000;

export interface SweepReport {
  committed: string[];
  removed: string[];
}

/**
 * Puts the résumé folder back in line with the database at start: a staged file whose application exists is
 * committed (the process stopped between the row and the rename), a staged file without one is removed once it
 * is old enough, and a final file without an application is removed.
 */
@Injectable()
export class ResumeSweeper implements OnApplicationBootstrap {
  private readonly logger = new Logger(ResumeSweeper.name);

  constructor(
    private readonly applications: CareerApplicationRepository,
    private readonly storage: ResumeStorage,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The CLI runs no background work: it may start while the server is in the middle of an upload.
    if (!this.config.env.RUN_WORKERS) return;
    let report: SweepReport;
    try {
      report = await this.sweep();
    } catch (error) {
      // An unreadable résumé folder must not keep the whole site from starting; applications get a 503 meanwhile.
      this.logger.error(`Résumé sweep skipped: ${(error as Error)?.message ?? String(error)}`);
      return;
    }
    if (report.committed.length || report.removed.length) {
      this.logger.warn(`Résumé sweep: committed ${report.committed.length} staged file(s), removed ${report.removed.length} orphan(s): ${[...report.committed, ...report.removed].join(', ')}`);
    }
  }

  async sweep(now = new Date()): Promise<SweepReport> {
    const files = await this.storage.list();
    const known = await this.applications.knownResumeKeys([...new Set(files.map((f) => f.key))]);
    const report: SweepReport = { committed: [], removed: [] };
    for (const file of files) {
      if (known.has(file.key)) {
        if (!file.staged) continue;
        await this.storage.commit(file.key);
        report.committed.push(file.key);
      } else if (!file.staged || now.getTime() - file.modifiedAt.getTime() >= STAGED_GRACE_MS) {
        await this.storage.remove(file.key);
        report.removed.push(file.key);
      }
    }
    return report;
  }
}
