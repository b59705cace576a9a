import { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '../errors/validation.pipe.js';
import { EmailAddress, isPlainLine, OptionalLine, RequiredLine, RequiredText } from './fields.js';

class Form {
  @RequiredText('Name', 120, 'your name')
  name: string;

  @EmailAddress(254)
  email: string;
}

class OneLineForm {
  @RequiredLine('Subject', 200, 'a subject')
  subject: string;

  @OptionalLine('Phone', 40)
  phone?: string;
}

/** The field errors the app's validation pipe answers for a body, or [] when it passes. */
async function fieldErrors(body: object, metatype: new () => object = Form): Promise<unknown[]> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype });
    return [];
  } catch (error) {
    return ((error as BadRequestException).getResponse() as { errors: unknown[] }).errors;
  }
}

const INVALID_EMAIL = 'Please enter a valid e-mail address, like name@example.com.';

describe('form fields', () => {
  it('accepts ordinary text and addresses, line breaks, tabs, bidi and emoji in text included', async () => {
    expect(await fieldErrors({ name: 'Zoë\tO’Brien\r\n\u2067عربي\u2069 👩‍💻', email: 'zoe.obrien+tag@example.co.uk' })).toEqual([]);
    expect(await fieldErrors({ name: 'Ada', email: '"ada lovelace"@example.com' })).toEqual([]);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['ESC', 'a\u001b[31mb'],
    ['DEL', 'a\u007fb'],
    ['C1 CSI', 'a\u009b31mb'],
  ])('refuses text with a control character (%s)', async (_name, name) => {
    expect(await fieldErrors({ name, email: 'ada@example.com' })).toEqual([{ field: 'name', message: 'Name contains characters that are not allowed.' }]);
  });

  it.each([
    ['CR/LF in a quoted local part (an SMTP envelope injection)', '"a\r\nBcc: evil@example.com"@example.com'],
    ['ESC in a quoted local part', '"\u001b[2J"@example.com'],
    ['a tab', '"a\tb"@example.com'],
    ['a C1 control', '"a\u0085b"@example.com'],
    ['a right-to-left override', 'user@exa\u202emple.com'],
    ['a zero-width space', 'ada\u200b@example.com'],
    ['a lone surrogate (validator.js throws a URIError on it)', '\ud800@example.com'],
    ['a lone low surrogate in the domain', 'ada@exa\udc00mple.com'],
  ])('refuses an address with %s, although IsEmail lets it through', async (_name, email) => {
    expect(await fieldErrors({ name: 'Ada', email })).toEqual([{ field: 'email', message: INVALID_EMAIL }]);
  });
});

describe('one-line fields (names, subjects, phone numbers)', () => {
  it('accepts one line in any script, with the joiners Indic and Persian names and emoji need', async () => {
    for (const subject of ['Fees for the DS course', 'प्रवेश के बारे में', 'می‌خواهم', 'क्‍ष', 'Family 👩‍👩‍👧 plan', '  padded  ']) {
      expect(await fieldErrors({ subject }, OneLineForm)).toEqual([]);
    }
  });

  it.each([
    ['CR LF and a header (an e-mail header injection)', 'Hello\r\nBcc: victim@example.com'],
    ['a line feed', 'Two\nlines'],
    ['a tab', 'a\tb'],
    ['a Unicode line separator', 'a\u2028b'],
    ['a paragraph separator', 'a\u2029b'],
  ])('refuses %s with a field error', async (_name, subject) => {
    expect(await fieldErrors({ subject }, OneLineForm)).toContainEqual({
      field: 'subject',
      message: 'Subject must be one line, without line breaks or control characters.',
    });
  });

  it.each([
    ['a vertical tab', 'a\u000bb'],
    ['NEL (C1)', 'a\u0085b'],
  ])('refuses %s (reported as a character not allowed in any text)', async (_name, subject) => {
    expect(await fieldErrors({ subject }, OneLineForm)).toEqual([{ field: 'subject', message: 'Subject contains characters that are not allowed.' }]);
  });

  it('applies to optional one-line fields too, and lets them be left out', async () => {
    expect(await fieldErrors({ subject: 'Hi' }, OneLineForm)).toEqual([]);
    expect(await fieldErrors({ subject: 'Hi', phone: '+91 98\n765' }, OneLineForm)).toEqual([
      { field: 'phone', message: 'Phone must be one line, without line breaks or control characters.' },
    ]);
  });
});

describe('isPlainLine (values typed on the admin CLI)', () => {
  it.each(['Asha Verma Realty', 'Zoë & Søn, Ltd.', 'नमस्ते रियल्टी', 'emoji 🏠 ok'])('accepts %j', (value) => {
    expect(isPlainLine(value)).toBe(true);
  });

  it.each([
    ['an ESC sequence', 'Evil\u001b[2J'],
    ['a line break', 'Two\nLines'],
    ['a tab', 'a\tb'],
    ['NUL', 'a\u0000b'],
    ['a C1 control', 'a\u0085b'],
    ['a bidi override', 'Right\u202eto left'],
    ['a zero-width space', 'zero\u200bwidth'],
  ])('refuses %s', (_name, value) => {
    expect(isPlainLine(value)).toBe(false);
  });
});
