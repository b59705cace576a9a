import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'contact_message' })
export class ContactMessageEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text', { name: 'full_name' })
  fullName: string;

  @Column('text')
  email: string;

  @Column('text')
  subject: string;

  @Column('text')
  message: string;

  @Index()
  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
