import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { FieldError } from '../../../shared/api.js';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).slice(0, 1).map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

function validationFailed(fieldErrors: FieldError[]): BadRequestException {
  return new BadRequestException({
    code: 'validation_failed',
    message: fieldErrors[0]?.message ?? 'The request is not valid.',
    errors: fieldErrors,
  });
}

/**
 * Whitelisting can't see fields named like a member of Object.prototype (`toString`, `__proto__`, `constructor`):
 * class-transformer drops them before validation, so `{"toString": 1}` passed where any other unknown field is
 * refused. This pipe refuses them as unknown fields too.
 */
class StrictValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && this.toValidate(metadata) && value && typeof value === 'object' && !Array.isArray(value)) {
      const inherited = Object.keys(value).filter((key) => key in Object.prototype);
      if (inherited.length) throw validationFailed(inherited.map((field) => ({ field, message: `property ${field} should not exist` })));
    }
    return super.transform(value, metadata);
  }
}

/** Validates every DTO; unknown fields are rejected; errors come back as `errors: [{field, message}]`. */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => validationFailed(flatten(errors)),
  });
}
