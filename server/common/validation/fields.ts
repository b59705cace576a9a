import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** No NUL bytes or other control characters; line breaks and tabs are fine. */
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

const trimToUndefined = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value,
);

function textRules(label: string, max: number) {
  return [
    IsString({ message: `${label} must be text.` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters.` }),
    Matches(NO_CONTROL_CHARACTERS, { message: `${label} contains characters that are not allowed.` }),
  ];
}

/** A required text field: trimmed, not blank, bounded, no control characters. */
export function RequiredText(label: string, max: number, what = label.toLowerCase()) {
  return applyDecorators(
    ApiProperty({ maxLength: max }),
    trim,
    IsNotEmpty({ message: `Please enter ${what}.` }),
    ...textRules(label, max),
  );
}

/** An optional text field: missing, empty and blank all mean "not given". */
export function OptionalText(label: string, max: number) {
  return applyDecorators(ApiProperty({ maxLength: max, required: false }), trimToUndefined, IsOptional(), ...textRules(label, max));
}

/** A required e-mail address. */
export function EmailAddress(max: number) {
  return applyDecorators(
    ApiProperty({ format: 'email', maxLength: max }),
    trim,
    IsNotEmpty({ message: 'Please enter your e-mail address.' }),
    IsString({ message: 'E-mail must be text.' }),
    MaxLength(max, { message: `E-mail must be at most ${max} characters.` }),
    IsEmail({}, { message: 'Please enter a valid e-mail address, like name@example.com.' }),
  );
}

/** The honeypot: hidden from people, so any value in it means a bot filled the form. */
export function Honeypot() {
  return applyDecorators(
    ApiProperty({ required: false, description: 'Leave empty: a value marks the request as automated.' }),
    IsOptional(),
    IsString(),
    MaxLength(2000),
  );
}
