import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { isEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';

/** No NUL bytes or other control characters (C0, DEL and C1, as the lead import); line breaks and tabs are fine. */
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/**
 * An address takes no control character at all (a quoted local part like `"a\r\nBcc: x"@example.com` passes IsEmail,
 * then breaks the SMTP envelope) and no invisible formatting character (bidi overrides, zero-width spaces).
 */
const NO_CONTROL_OR_FORMAT_CHARACTERS = /^[^\p{Cc}\p{Cf}]*$/u;

/**
 * One line of plain text: no control character (ESC, CR/LF, NUL…) and no invisible formatting character. For
 * values typed on the admin CLI, which end up in terminal tables, CSV exports and e-mail headers.
 */
export function isPlainLine(value: string): boolean {
  return NO_CONTROL_OR_FORMAT_CHARACTERS.test(value);
}

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

/**
 * One line: no control character at all (CR, LF and tab included) and no Unicode line or paragraph separator.
 * Formatting characters stay allowed: names in Indic and Persian scripts need ZWJ/ZWNJ, and emoji need ZWJ.
 */
const ONE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;

/**
 * A one-line field (a name, a subject, a phone number). Such values end up in e-mail subjects and headers, where a
 * line break could start a new header, and in the team's one-line summaries.
 */
function lineRule(label: string) {
  return Matches(ONE_LINE, { message: `${label} must be one line, without line breaks or control characters.` });
}

/** A required one-line field: RequiredText, and nothing that breaks the line. */
export function RequiredLine(label: string, max: number, what = label.toLowerCase()) {
  return applyDecorators(RequiredText(label, max, what), lineRule(label));
}

/** An optional one-line field. */
export function OptionalLine(label: string, max: number) {
  return applyDecorators(OptionalText(label, max), lineRule(label));
}

/** An optional text field: missing, empty and blank all mean "not given". */
export function OptionalText(label: string, max: number) {
  return applyDecorators(ApiProperty({ maxLength: max, required: false }), trimToUndefined, IsOptional(), ...textRules(label, max));
}

const EMAIL_MESSAGE = 'Please enter a valid e-mail address, like name@example.com.';

/** A UTF-16 surrogate that is not half of a pair: JSON can carry one (`"\ud800"`), no real text has one. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * class-validator's IsEmail, except that a string with a lone surrogate is simply not an address: validator.js's
 * isEmail throws a URIError on one (it measures the parts with encodeURI), which answered 500.
 */
function IsEmailAddress() {
  return ValidateBy({
    name: 'isEmail',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && !LONE_SURROGATE.test(value) && isEmail(value),
      defaultMessage: () => EMAIL_MESSAGE,
    },
  });
}

/** A required e-mail address. */
export function EmailAddress(max: number) {
  return applyDecorators(
    ApiProperty({ format: 'email', maxLength: max }),
    trim,
    IsNotEmpty({ message: 'Please enter your e-mail address.' }),
    IsString({ message: 'E-mail must be text.' }),
    MaxLength(max, { message: `E-mail must be at most ${max} characters.` }),
    IsEmailAddress(),
    Matches(NO_CONTROL_OR_FORMAT_CHARACTERS, { message: EMAIL_MESSAGE }),
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
