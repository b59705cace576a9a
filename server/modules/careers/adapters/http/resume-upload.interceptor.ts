import {
  BadRequestException,
  HttpException,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { AppConfig } from '../../../../config/app-config.js';
import { resumeTooLargeMessage } from '../../domain/careers.errors.js';

/** The file multer keeps in memory (at most UPLOAD_MAX_BYTES, 5 MiB by default). */
export interface UploadedResume {
  originalname: string;
  buffer: Buffer;
  size: number;
}

const ONE_FILE_MESSAGE = 'Send exactly one file, your résumé, in the field "resume".';

/**
 * Parses the multipart body of POST /api/careers with bounded limits, and puts the file in the body as
 * `resume`, so the DTO's validation reports a missing résumé next to the other field errors.
 * Multer's errors become the API's error shape: too large is 413, a second or unexpected file is 400.
 */
@Injectable()
export class ResumeUploadInterceptor implements NestInterceptor {
  private readonly upload: NestInterceptor;
  private readonly maxBytes: number;

  constructor(config: AppConfig) {
    this.maxBytes = config.env.UPLOAD_MAX_BYTES;
    const Upload = FileInterceptor('resume', {
      // Browsers send file names as raw UTF-8; multer's default, latin1, would garble "résumé.pdf".
      defParamCharset: 'utf8',
      limits: { fileSize: this.maxBytes, files: 1, fields: 12, fieldSize: 4096, fieldNameSize: 40, parts: 16 },
    });
    this.upload = new Upload();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request & { file?: UploadedResume }>();
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'multipart/form-data') {
      throw new UnsupportedMediaTypeException({ code: 'unsupported_media_type', message: 'Send the application as multipart/form-data.' });
    }
    let handled: Observable<unknown>;
    try {
      handled = await this.upload.intercept(context, next);
    } catch (error) {
      throw this.clearer(error);
    }
    // The handler (and the validation pipe) only run once the returned stream is subscribed to.
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.file) body.resume = request.file;
    else delete body.resume;
    request.body = body;
    return handled;
  }

  private clearer(error: unknown): unknown {
    if (!(error instanceof HttpException)) return error;
    const code = (error.cause as { code?: string } | undefined)?.code;
    switch (code) {
      case 'LIMIT_FILE_SIZE':
        return new PayloadTooLargeException({ code: 'payload_too_large', message: resumeTooLargeMessage(this.maxBytes) }, { cause: error });
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
        return new BadRequestException({ code: 'validation_failed', message: ONE_FILE_MESSAGE, errors: [{ field: 'resume', message: ONE_FILE_MESSAGE }] });
      case undefined:
        return error;
      default:
        return new BadRequestException({ code: 'bad_request', message: 'The form has too many fields, or a field that is too long.' });
    }
  }
}
