import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'class_booking' })
export class ClassBookingEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  email: string;

  @Column('text', { name: 'course_id' })
  courseId: string;

  @Column('text', { name: 'course_label' })
  courseLabel: string;

  @Column('text', { nullable: true })
  phone: string | null;

  @Column('text', { nullable: true })
  message: string | null;

  @Index()
  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
