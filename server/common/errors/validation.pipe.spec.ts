import { BadRequestException } from '@nestjs/common';
import { IsString } from 'class-validator';
import { createValidationPipe } from './validation.pipe.js';

class Form {
  @IsString()
  name: string;
}

async function answer(body: unknown): Promise<unknown> {
  try {
    return await createValidationPipe().transform(body, { type: 'body', metatype: Form });
  } catch (error) {
    return (error as BadRequestException).getResponse();
  }
}

describe('createValidationPipe', () => {
  it('passes a good body through as an instance of the DTO', async () => {
    expect(await answer({ name: 'Ada' })).toBeInstanceOf(Form);
  });

  it('refuses an unknown field', async () => {
    expect(await answer({ name: 'Ada', admin: true })).toEqual({
      code: 'validation_failed',
      message: 'property admin should not exist',
      errors: [{ field: 'admin', message: 'property admin should not exist' }],
    });
  });

  it.each(['toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'constructor', '__proto__'])(
    'refuses an unknown field named like a member of Object.prototype (%s), which class-transformer would drop silently',
    async (field) => {
      const body = JSON.parse(`{"name": "Ada", ${JSON.stringify(field)}: {"admin": true}}`) as object;
      expect(await answer(body)).toEqual({
        code: 'validation_failed',
        message: `property ${field} should not exist`,
        errors: [{ field, message: `property ${field} should not exist` }],
      });
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    },
  );
});
