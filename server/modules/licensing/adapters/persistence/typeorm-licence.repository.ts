import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Licence } from '../../domain/licence.js';
import { LicenceRepository } from '../../ports/licence.repository.js';
import { LicenceEntity } from './licence.entity.js';

@Injectable()
export class TypeormLicenceRepository extends LicenceRepository {
  constructor(@InjectRepository(LicenceEntity) private readonly rows: Repository<LicenceEntity>) {
    super();
  }

  async insert(licence: Licence): Promise<void> {
    await this.rows.insert(licence);
  }

  findById(id: string): Promise<Licence | null> {
    return this.rows.findOneBy({ id });
  }

  findByKeyHash(keyHash: string): Promise<Licence | null> {
    return this.rows.findOneBy({ keyHash });
  }

  findByEmail(email: string): Promise<Licence[]> {
    return this.rows.find({ where: { email }, order: { createdAt: 'ASC' } });
  }

  list(): Promise<Licence[]> {
    return this.rows.find({ order: { createdAt: 'ASC' } });
  }

  async update(id: string, changes: Partial<Licence>): Promise<void> {
    await this.rows.update({ id }, changes);
  }

  async bumpSessionGeneration(id: string): Promise<void> {
    await this.rows.increment({ id }, 'sessionGeneration', 1);
  }
}
