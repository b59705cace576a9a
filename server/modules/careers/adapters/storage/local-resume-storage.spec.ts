import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { testConfig } from '../../application/careers.fakes.js';
import { ResumeStorageUnavailableError } from '../../domain/careers.errors.js';
import { LocalResumeStorage } from './local-resume-storage.js';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1');

describe('LocalResumeStorage', () => {
  it('stages, commits and reads back a résumé', async () => {
    const storage = new LocalResumeStorage(testConfig());
    const key = await storage.stage(PDF);
    expect(readdirSync(storage.folder)).toEqual([`${key}.pdf.partial`]);
    await storage.commit(key);
    expect((await storage.read(key))?.equals(PDF)).toBe(true);
  });

  // The tests run as root, for whom permissions do not stop a write: a regular file where the folder should be
  // makes every write fail (ENOTDIR, or EEXIST for mkdir) for root too.
  it('starts when the folder cannot be made, and refuses files with a 503 error, writing nothing', async () => {
    const config = testConfig();
    const folder = config.dataPath('uploads');
    writeFileSync(folder, 'not a folder');
    const storage = new LocalResumeStorage(config);

    await expect(storage.stage(PDF)).rejects.toBeInstanceOf(ResumeStorageUnavailableError);
    expect(readFileSync(folder, 'utf8')).toBe('not a folder');
    expect(readdirSync(config.dataDir).filter((name) => name !== '.session-secret' && name !== '.otp-pepper')).toEqual(['uploads']);
  });

  it('makes the folder again when it went missing', async () => {
    const storage = new LocalResumeStorage(testConfig());
    rmSync(storage.folder, { recursive: true });
    const key = await storage.stage(PDF);
    expect(readdirSync(storage.folder)).toEqual([`${key}.pdf.partial`]);
  });

  it('removes a file it created when writing it fails part-way', async () => {
    const storage = new LocalResumeStorage(testConfig());
    // Not bytes: the file is created, then the write fails, as a full disk would make it fail.
    const notBytes = { length: 3 } as unknown as Buffer;
    await expect(storage.stage(notBytes)).rejects.toBeInstanceOf(ResumeStorageUnavailableError);
    expect(readdirSync(storage.folder)).toEqual([]);
  });
});
