import { isEmail } from 'class-validator';
import { Command, CommandRunner, Option } from 'nest-commander';
import { UsageError } from '../../../../common/cli/usage.js';
import { AppConfig } from '../../../../config/app-config.js';
import { DEMO_BUYER, DemoSeedService } from '../../application/demo-seed.service.js';

@Command({ name: 'seed', description: 'Create the demo licence and its leads (safe to run again); prints the key' })
export class SeedCommand extends CommandRunner {
  constructor(
    private readonly seeder: DemoSeedService,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async run(_params: string[], options: { email?: string }): Promise<void> {
    if (options.email !== undefined && !isEmail(options.email, { require_tld: false })) {
      throw new UsageError('--email must be an e-mail address');
    }
    const result = await this.seeder.seed(options.email);
    const mailNote = this.config.env.SMTP_URL
      ? 'The code is e-mailed through SMTP_URL.'
      : `No SMTP_URL is set: the code e-mail is written as an .eml file under ${this.config.dataPath('mail')}, and the server log names the file.`;
    process.stdout.write(
      [
        result.created ? `Demo licence created for ${DEMO_BUYER.buyerName}.` : `Demo licence already exists (${result.status}).`,
        `  id:    ${result.licenceId}`,
        `  key:   ${result.key}`,
        `  leads: ${result.leads.inserted} added, ${result.leads.updated} already there`,
        '',
        `Sign in at ${this.config.env.APP_ORIGIN}/products/aireland with the key. ${mailNote}`,
        '',
      ].join('\n'),
    );
  }

  @Option({ flags: '--email <email>', description: `where the demo's codes go (default ${DEMO_BUYER.email}; first run only)` })
  parseEmail(value: string): string {
    return value.trim();
  }
}
