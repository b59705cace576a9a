import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Command, CommandRunner, Option, SubCommand } from 'nest-commander';
import { UsageError } from '../../../../common/cli/usage.js';
import { CareersService } from '../../application/careers.service.js';

const WRITE_ERRORS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'the folder does not exist',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'it is a folder',
  EROFS: 'the file system is read-only',
};

@SubCommand({ name: 'resume', arguments: '<id>', description: 'Save the résumé of an application to a file' })
export class CareersResumeCommand extends CommandRunner {
  constructor(private readonly careers: CareersService) {
    super();
  }

  async run([id]: string[], options: { out?: string }): Promise<void> {
    if (!options.out) throw new UsageError('careers resume needs --out <file>, the path to write the PDF to');
    const { application, bytes } = await this.careers.resume(id);
    const out = resolve(options.out);
    try {
      await writeFile(out, bytes, { mode: 0o600 });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      throw new UsageError(`Cannot write ${out}: ${WRITE_ERRORS[code] ?? (code || 'unknown error')}`);
    }
    process.stdout.write(`Saved the résumé of ${application.fullName} (${application.resumeName}, ${bytes.length} bytes) to ${out}\n`);
  }

  @Option({ flags: '-o, --out <file>', description: 'where to write the PDF' })
  parseOut(value: string): string {
    return value;
  }
}

@Command({ name: 'careers', description: 'Job applications', subCommands: [CareersResumeCommand] })
export class CareersCommand extends CommandRunner {
  async run(): Promise<void> {
    this.command.help();
  }
}
