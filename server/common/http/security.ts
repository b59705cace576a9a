import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Helmet with the strict CSP of DESIGN.md section 5: every script, style, image and font comes from this origin.
 * HSTS and upgrade-insecure-requests only in production, where TLS terminates in front of the app.
 */
export function securityHeaders(production: boolean): RequestHandler {
  const strict = strictHeaders(production);
  const docs = docsHeaders();
  return (req, res, next) => (req.path.startsWith(DOCS_PATH) ? docs(req, res, next) : strict(req, res, next));
}

const DOCS_PATH = '/api/docs';

function strictHeaders(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'media-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** The OpenAPI viewer ships inline styles; it alone gets them, and nothing else is relaxed. */
function docsHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: { 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
    },
    strictTransportSecurity: false,
  });
}
