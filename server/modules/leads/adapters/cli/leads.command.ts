import { Command, CommandRunner } from 'nest-commander';
import { LeadsAnalyseCommand } from './leads-analyse.command.js';
import { LeadsImportCommand } from './leads-import.command.js';
import { LeadsListCommand } from './leads-list.command.js';
import { LeadsSourceCommand } from './leads-source.command.js';
import { LeadsSyncCommand } from './leads-sync.command.js';

@Command({
  name: 'leads',
  description: "A licence's leads: import files, set a synced source, sync, list, score",
  subCommands: [LeadsImportCommand, LeadsSourceCommand, LeadsSyncCommand, LeadsListCommand, LeadsAnalyseCommand],
})
export class LeadsCommand extends CommandRunner {
  async run(): Promise<void> {
    this.command.help();
  }
}
