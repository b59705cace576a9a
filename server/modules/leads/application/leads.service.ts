import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Lead as LeadView } from '../../../../shared/api.js';
import { Clock } from '../../../common/time/clock.js';
import { deriveLeadFields, toLeadView, type Lead, type LeadInput } from '../domain/lead.js';
import { LeadRepository } from '../ports/lead.repository.js';

/** A licence's leads: stored with their derived fields, served to the signed-in buyer only. */
@Injectable()
export class LeadsService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly clock: Clock,
  ) {}

  async listForLicence(licenceId: string): Promise<LeadView[]> {
    return (await this.leads.listByLicence(licenceId)).map(toLeadView);
  }

  /** Saves leads for a licence: new ones are added, known ones (same id from the source, or same name) updated. */
  save(licenceId: string, inputs: LeadInput[]): Promise<{ inserted: number; updated: number }> {
    const now = this.clock.now();
    const leads: Lead[] = inputs.map((input) => ({
      id: randomUUID(),
      licenceId,
      externalId: input.externalId?.trim() || null,
      name: input.name.normalize('NFC').trim(),
      pastChats: input.pastChats.normalize('NFC').trim(),
      ...deriveLeadFields(input),
      createdAt: now,
      updatedAt: now,
    }));
    return this.leads.upsert(leads);
  }
}
