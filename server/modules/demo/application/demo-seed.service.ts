import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { LeadsService } from '../../leads/application/leads.service.js';
import { LicensingService } from '../../licensing/application/licensing.service.js';
import { DEMO_LEADS } from '../domain/demo-leads.js';

// India: the company's home market; the demo's US leads name their dollars, so they read the same in any market.
export const DEMO_BUYER = { buyerName: 'Demo Realty', email: 'demo@averra.ai', market: 'in' } as const;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The demo licence's key, derived from OTP_PEPPER: the same on every run of one installation (so `seed` can print it
 * again, although keys are never stored), and unguessable without the pepper.
 */
export function demoLicenceKey(pepper: string): string {
  const digest = createHmac('sha256', pepper).update('averra demo licence key').digest();
  const body = Array.from({ length: 25 }, (_, i) => CROCKFORD[digest[i] % 32]).join('');
  return ['AIRE', ...(body.match(/.{5}/g) ?? [])].join('-');
}

export interface SeedResult {
  key: string;
  licenceId: string;
  created: boolean;
  leads: { inserted: number; updated: number };
  status: string;
}

/** The quick start's demo licence with its leads. Running it again changes nothing (and prints the same key). */
@Injectable()
export class DemoSeedService {
  constructor(
    private readonly licensing: LicensingService,
    private readonly leads: LeadsService,
    private readonly config: AppConfig,
  ) {}

  async seed(email: string = DEMO_BUYER.email): Promise<SeedResult> {
    const key = demoLicenceKey(this.config.otpPepper);
    const existing = await this.licensing.findByKey(key);
    const licence = existing ?? (await this.licensing.issue({ buyerName: DEMO_BUYER.buyerName, email, market: DEMO_BUYER.market }, key)).licence;
    const leads = await this.leads.save(licence.id, DEMO_LEADS);
    return { key, licenceId: licence.id, created: !existing, leads, status: licence.status };
  }
}
