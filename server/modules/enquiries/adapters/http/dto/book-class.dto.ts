import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsIn, IsNotEmpty, Matches } from 'class-validator';
import { BOOKABLE_COURSE_IDS } from '../../../../../../shared/courses.js';
import { BOOKING_LIMITS, PHONE_PATTERN } from '../../../../../../shared/limits.js';
import { MESSAGES } from '../../../../../../shared/messages.js';
import { EmailAddress, Honeypot, OptionalLine, OptionalText, RequiredLine } from '../../../../../common/validation/fields.js';

export class BookClassDto {
  @RequiredLine('Name', BOOKING_LIMITS.name, 'your name')
  name: string;

  @EmailAddress(BOOKING_LIMITS.email)
  email: string;

  @ApiProperty({ enum: BOOKABLE_COURSE_IDS })
  // class-validator runs the lowest decorator first: "missing" is checked before "not in the list".
  @IsIn(BOOKABLE_COURSE_IDS, { message: 'Please choose a course from the list.' })
  @IsNotEmpty({ message: 'Please choose a course.' })
  course: string;

  @OptionalLine('Phone', BOOKING_LIMITS.phone)
  @Matches(PHONE_PATTERN, { message: 'Please enter a phone number with digits only, like +91 98765 43210.' })
  phone?: string;

  @OptionalText('Message', BOOKING_LIMITS.message)
  message?: string;

  @ApiProperty({ enum: [true] })
  @Equals(true, { message: MESSAGES.bookingTermsUnchecked })
  acceptedTerms: boolean;

  @Honeypot()
  website?: string;
}
