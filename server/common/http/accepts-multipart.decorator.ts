import { SetMetadata } from '@nestjs/common';

export const ACCEPTS_MULTIPART = 'acceptsMultipart';

/** Marks an endpoint that takes multipart/form-data (file uploads) instead of JSON. */
export const AcceptsMultipart = () => SetMetadata(ACCEPTS_MULTIPART, true);
