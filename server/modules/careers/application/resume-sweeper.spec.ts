import { MemoryApplications, MemoryStorage, testConfig } from './careers.fakes.js';
import { ResumeSweeper, STAGED_GRACE_MS } from './resume-sweeper.js';
import type { CareerApplication } from '../domain/career-application.js';

describe('ResumeSweeper', () => {
  it('commits staged files that have a row, removes old staged and final files without one, keeps the rest', async () => {
    const repo = new MemoryApplications();
    const storage = new MemoryStorage();
    const now = new Date('2026-03-01T12:00:00Z');
    const old = new Date(now.getTime() - STAGED_GRACE_MS);
    const fresh = new Date(now.getTime() - 1000);
    const file = (modifiedAt: Date) => ({ bytes: Buffer.from('%PDF-'), modifiedAt });
    storage.staged.set('a'.repeat(32), file(old)); // row committed, rename never happened
    storage.staged.set('b'.repeat(32), file(old)); // crashed before the row
    storage.staged.set('c'.repeat(32), file(fresh)); // maybe another instance's upload in progress
    storage.committed.set('d'.repeat(32), file(old)); // final file without a row
    storage.committed.set('e'.repeat(32), file(old)); // a normal application
    repo.rows.push({ resumeKey: 'a'.repeat(32) } as CareerApplication, { resumeKey: 'e'.repeat(32) } as CareerApplication);

    const report = await new ResumeSweeper(repo, storage, testConfig()).sweep(now);

    expect(report).toEqual({ committed: ['a'.repeat(32)], removed: ['b'.repeat(32), 'd'.repeat(32)] });
    expect([...storage.staged.keys()]).toEqual(['c'.repeat(32)]);
    expect([...storage.committed.keys()].sort()).toEqual(['a'.repeat(32), 'e'.repeat(32)]);
  });
});

describe('ResumeSweeper at start', () => {
  it('lets the server start when the résumé folder cannot be read', async () => {
    const storage = new MemoryStorage();
    storage.list = async () => {
      throw Object.assign(new Error('ENOTDIR: not a directory, scandir'), { code: 'ENOTDIR' });
    };
    const sweeper = new ResumeSweeper(new MemoryApplications(), storage, testConfig());
    await expect(sweeper.onApplicationBootstrap()).resolves.toBeUndefined();
  });
});
