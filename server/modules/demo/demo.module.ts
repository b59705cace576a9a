import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module.js';
import { LicensingModule } from '../licensing/licensing.module.js';
import { SeedCommand } from './adapters/cli/seed.command.js';
import { DemoSeedService } from './application/demo-seed.service.js';

/** `seed`: the demo licence and leads of the README's quick start. */
@Module({
  imports: [LicensingModule, LeadsModule],
  providers: [DemoSeedService, SeedCommand],
  exports: [DemoSeedService],
})
export class DemoModule {}
