import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, isAbsolute } from 'node:path';
import { AppConfig } from '../../../../config/app-config.js';
import { ResumeStorage, type StoredFile } from '../../ports/resume-storage.js';

const KEY = /^[0-9a-f]{32}$/;
const FINAL = '.pdf';
const STAGED = '.pdf.partial';

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
  readonly folder: string;

  constructor(config: AppConfig) {
    super();
    this.folder = config.dataPath('uploads');
    const served = resolve(config.env.CLIENT_DIST);
    if (isInside(this.folder, served)) {
      throw new Error(`DATA_DIR must not be inside the served folder ${served}: résumés would be public.`);
    }
    mkdirSync(this.folder, { recursive: true, mode: 0o700 });
  }

  async stage(bytes: Buffer): Promise<string> {
    const key = randomBytes(16).toString('hex');
    await writeFile(this.path(key, STAGED), bytes, { flag: 'wx', mode: 0o600 });
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
