import { createHash } from 'node:crypto';
import { toErrorBody } from '../../../common/errors/to-error-body.js';
import {
  ApplicationNotFoundError,
  NotAPdfError,
  RESUME_STORAGE_UNAVAILABLE_MESSAGE,
  ResumeStorageUnavailableError,
  ResumeTooLargeError,
  ResumeUnavailableError,
  UnknownRoleError,
} from '../domain/careers.errors.js';
import { MemoryApplications, MemoryStorage, testConfig, type Log } from './careers.fakes.js';
import { CareersService } from './careers.service.js';

const PDF = Buffer.from('%PDF-1.7\n% a tiny résumé\n%%EOF\n', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('CareersService', () => {
  let log: Log;
  let repo: MemoryApplications;
  let storage: MemoryStorage;
  let service: CareersService;
  const submission = (change: Partial<{ roles: string[]; bytes: Buffer; originalName: string }> = {}) => ({
    fullName: '  Ada Lovelace ',
    email: 'ada@example.com ',
    roles: change.roles ?? ['contributor', 'mentor'],
    resume: { originalName: change.originalName ?? 'ada-cv.pdf', bytes: change.bytes ?? PDF },
  });

  beforeEach(() => {
    log = [];
    repo = new MemoryApplications(log);
    storage = new MemoryStorage(log);
    service = new CareersService(repo, storage, testConfig({ UPLOAD_MAX_BYTES: '2048' }));
  });

  it('stages the file, saves the row with its e-mails, then commits the file', async () => {
    const { id } = await service.apply(submission());
    const key = repo.rows[0].resumeKey;
    expect(log).toEqual([`stage ${key}`, `save ${key}`, `commit ${key}`]);
    expect(repo.rows[0]).toMatchObject({
      id,
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      roles: ['mentor', 'contributor'],
      resumeName: 'ada-cv.pdf',
      resumeBytes: PDF.length,
      resumeSha256: createHash('sha256').update(PDF).digest('hex'),
    });
    expect(storage.committed.get(key)?.bytes.equals(PDF)).toBe(true);
    expect(repo.mails.map((m) => [m.kind, m.to])).toEqual([
      ['careers.team', 'team@example.test'],
      ['careers.confirmation', 'ada@example.com'],
    ]);
    expect(repo.mails[0].text).toContain('Roles: Project Mentor, Product Contributor');
    expect(repo.mails[0].text).toContain(`${PDF.length} bytes`);
    // The confirmation names our roles, never what the applicant typed (name, file name).
    expect(repo.mails[1]).toMatchObject({ limitedPerRecipient: true });
    expect(repo.mails[1].text).toContain('\nRoles: Project Mentor, Product Contributor\n');
    expect(repo.mails[1].text).not.toContain('Ada');
    expect(repo.mails[1].text).not.toContain('.pdf');
  });

  it('removes the staged file when the row cannot be saved, and commits nothing', async () => {
    repo.failNextSave = true;
    await expect(service.apply(submission())).rejects.toThrow('database went away');
    const key = log[0].split(' ')[1];
    expect(log).toEqual([`stage ${key}`, `save ${key}`, `remove ${key}`]);
    expect(await storage.list()).toEqual([]);
  });

  it('stores nothing and queues no e-mail when the résumé cannot be stored, and says so with a 503', async () => {
    storage.stage = async () => {
      log.push('stage failed');
      throw new ResumeStorageUnavailableError();
    };
    const error = await service.apply(submission()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResumeStorageUnavailableError);
    expect(log).toEqual(['stage failed']);
    expect(repo.rows).toEqual([]);
    expect(repo.mails).toEqual([]);
    expect(toErrorBody(error)).toEqual({ statusCode: 503, code: 'service_unavailable', message: RESUME_STORAGE_UNAVAILABLE_MESSAGE, retryAfter: 60 });
  });

  it.each([
    ['a PNG called .pdf', PNG],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF header that is not at the start', Buffer.from(' %PDF-1.7')],
  ])('refuses %s as not a PDF, before storing anything', async (_what, bytes) => {
    await expect(service.apply(submission({ bytes }))).rejects.toBeInstanceOf(NotAPdfError);
    expect(log).toEqual([]);
  });

  it('refuses a file over UPLOAD_MAX_BYTES', async () => {
    const bytes = Buffer.concat([PDF, Buffer.alloc(2049 - PDF.length)]);
    await expect(service.apply(submission({ bytes }))).rejects.toBeInstanceOf(ResumeTooLargeError);
    expect(log).toEqual([]);
  });

  it.each([[[]], [['mentor', 'astronaut']], [['MENTOR']]])('refuses the roles %j', async (roles) => {
    const error = await service.apply(submission({ roles })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownRoleError);
    expect((error as UnknownRoleError).fieldErrors[0].field).toBe('roles');
    expect(log).toEqual([]);
  });

  it('keeps only the last segment of a hostile file name', async () => {
    await service.apply(submission({ originalName: '../../etc/passwd.pdf' }));
    expect(repo.rows[0].resumeName).toBe('passwd.pdf');
    expect(repo.rows[0].resumeKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('hands back a stored résumé, and refuses an unknown id or a changed file', async () => {
    const { id } = await service.apply(submission());
    expect((await service.resume(id)).bytes.equals(PDF)).toBe(true);
    await expect(service.resume('00000000-0000-0000-0000-000000000000')).rejects.toBeInstanceOf(ApplicationNotFoundError);
    await expect(service.resume('../../etc')).rejects.toBeInstanceOf(ApplicationNotFoundError);
    storage.committed.get(repo.rows[0].resumeKey)!.bytes = Buffer.from('%PDF-tampered');
    await expect(service.resume(id)).rejects.toBeInstanceOf(ResumeUnavailableError);
  });
});
