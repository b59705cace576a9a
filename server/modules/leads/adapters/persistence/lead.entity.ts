import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'lead' })
export class LeadEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'licence_id' })
  licenceId: string;

  @Column('text', { name: 'external_id', nullable: true })
  externalId: string | null;

  @Column('text')
  name: string;

  @Column('text', { name: 'past_chats' })
  pastChats: string;

  @Column('text', { name: 'past_chats_short' })
  pastChatsShort: string;

  @Column('int', { name: 'past_chats_word_count' })
  pastChatsWordCount: number;

  @Column('text', { name: 'previous_intent' })
  previousIntent: string;

  @Column('boolean', { name: 'intent_includes_buy' })
  intentIncludesBuy: boolean;

  /** E.164. */
  @Column('text', { nullable: true })
  phone: string | null;

  @Column('text', { nullable: true })
  email: string | null;

  @Column('text', { nullable: true })
  source: string | null;

  @Column('timestamptz', { name: 'last_contact_at', nullable: true })
  lastContactAt: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;

  /** Waits for its insight to be (re)scored: set on every write, cleared by the scorer (see lead-insights migration). */
  @Column('boolean', { name: 'insight_due', default: true })
  insightDue?: boolean;

  /** Written by an import or sync and not scored since: its next score may make it a hot-lead alert (see hot-lead-alerts migration). */
  @Column('boolean', { name: 'hot_watch', default: false })
  hotWatch?: boolean;
}
