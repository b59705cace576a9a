import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '../../../shared/messages.js';
import './layout.css';

export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The spec's generic fallback: 'Unexpected Application Error!' with the error text. */
export function RouteError() {
  const error = useRouteError();
  return (
    <div className="error-screen" role="alert">
      <h1>{MESSAGES.unexpectedError}</h1>
      <p className="error-screen__detail">{errorText(error)}</p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </div>
  );
}
