import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'career_application' })
export class CareerApplicationEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text', { name: 'full_name' })
  fullName: string;

  @Column('text')
  email: string;

  @Column('text', { array: true })
  roles: string[];

  @Column('text', { name: 'resume_key', unique: true })
  resumeKey: string;

  @Column('text', { name: 'resume_name' })
  resumeName: string;

  @Column('int', { name: 'resume_bytes' })
  resumeBytes: number;

  @Column('text', { name: 'resume_sha256' })
  resumeSha256: string;

  @Index()
  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
