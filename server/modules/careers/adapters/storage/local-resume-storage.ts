import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative, resolve, isAbsolute } from 'node:path';
import { AppConfig } from '../../../../config/app-config.js';
import { ResumeStorageUnavailableError } from '../../domain/careers.errors.js';
import { ResumeStorage, type StoredFile } from '../../ports/resume-storage.js';

const KEY = /^[0-9a-f]{32}$/;
const FINAL = '.pdf';
const STAGED = '.pdf.partial';

function describeError(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  return e?.code ? `${e.code}: ${e.message}` : String(error);
}

function isInside(child: string, parent: string): boolean {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

/**
 * Résumés on local disk under DATA_DIR/uploads (DESIGN.md section 5): `<random hex>.pdf`, staged first as
 * `<random hex>.pdf.partial`. Names come only from the CSPRNG, so nothing an applicant sends reaches a path.
 */
@Injectable()
export class LocalResumeStorage extends ResumeStorage {
  private readonly logger = new Logger('ResumeStorage');
  readonly folder: string;

  constructor(config: AppConfig) {
    super();
    this.folder = config.dataPath('uploads');
    const served = resolve(config.env.CLIENT_DIST);
    if (isInside(this.folder, served)) {
      throw new Error(`DATA_DIR must not be inside the served folder ${served}: résumés would be public.`);
    }
    try {
      mkdirSync(this.folder, { recursive: true, mode: 0o700 });
    } catch (error) {
      // The rest of the site works without it: start anyway, and answer applications with 503 until it is fixed.
      this.logger.error(`The résumé folder ${this.folder} cannot be created (${describeError(error)}): applications are refused until it can.`);
    }
  }

  /**
   * Writes the file under its staged name. Any failure (the folder is not writable, is read-only, is full, or is
   * not a folder) removes whatever part of the file was written and becomes ResumeStorageUnavailableError.
   */
  async stage(bytes: Buffer): Promise<string> {
    const key = randomBytes(16).toString('hex');
    const file = this.path(key, STAGED);
    let created = false;
    try {
      // Made again if it went missing; fails when the path is taken by something that is not a folder.
      await mkdir(this.folder, { recursive: true, mode: 0o700 });
      const handle = await open(file, 'wx', 0o600);
      created = true;
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      // Only a file this call created: a half-written one (the disk filled up) must not stay behind.
      if (created) await rm(file, { force: true }).catch(() => undefined);
      this.logger.error(`Cannot store a résumé in ${this.folder}: ${describeError(error)}`);
      throw new ResumeStorageUnavailableError();
    }
    return key;
  }

  async commit(key: string): Promise<void> {
    try {
      await rename(this.path(key, STAGED), this.path(key, FINAL));
    } catch (error) {
      // Committed already (a second sweep, or two instances sweeping): nothing left to do.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && (await this.exists(key))) return;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key, STAGED), { force: true });
    await rm(this.path(key, FINAL), { force: true });
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key, FINAL));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async list(): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    for (const name of await readdir(this.folder)) {
      const staged = name.endsWith(STAGED);
      const key = name.slice(0, -(staged ? STAGED : FINAL).length);
      if (!KEY.test(key) || (!staged && !name.endsWith(FINAL))) continue;
      const info = await stat(join(this.folder, name)).catch(() => null);
      if (info?.isFile()) files.push({ key, staged, modifiedAt: info.mtime });
    }
    return files;
  }

  private async exists(key: string): Promise<boolean> {
    return (await stat(this.path(key, FINAL)).catch(() => null)) !== null;
  }

  private path(key: string, suffix: string): string {
    if (!KEY.test(key)) throw new Error(`Not a résumé key: ${JSON.stringify(key)}`);
    return join(this.folder, key + suffix);
  }
}
