import { Component, type ReactNode } from 'react';
import { MESSAGES } from '../../../shared/messages.js';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-reload.js';
import './layout.css';

/** Said instead of the browser's own words when a part of the site could not be downloaded. */
export const CHUNK_ERROR_TEXT = 'Part of this page could not be downloaded. The site may have just been updated, or the connection dropped: reload the page to try again.';

export function errorText(error: unknown): string {
  if (isChunkLoadError(error)) return CHUNK_ERROR_TEXT;
  if (error instanceof Error) return error.message;
  return String(error);
}

export interface ErrorScreenProps {
  error: unknown;
}

/** The spec's generic fallback: 'Unexpected Application Error!' with the error text. */
export function ErrorScreen({ error }: ErrorScreenProps) {
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

export interface RouteErrorBoundaryProps {
  children: ReactNode;
}

/**
 * Catches errors thrown while rendering a page and shows the error screen in its place. Keyed by the path where
 * it is used, so navigating elsewhere starts with a clean boundary. (React only offers error boundaries as classes.)
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown; reloading: boolean }> {
  state = { error: undefined as unknown, reloading: false };

  static getDerivedStateFromError(error: unknown) {
    // A page chunk a new deploy removed: load the page again, once (chunk-reload.ts); the second time, the screen.
    return { error, reloading: isChunkLoadError(error) && reloadOnceForChunk() };
  }

  componentDidCatch(error: unknown): void {
    console.error('A page failed to render', error);
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return this.state.reloading ? null : <ErrorScreen error={this.state.error} />;
  }
}
