import { Component, type ReactNode } from 'react';
import { MESSAGES } from '../../../shared/messages.js';
import './layout.css';

export function errorText(error: unknown): string {
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
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown): void {
    console.error('A page failed to render', error);
  }

  render() {
    return this.state.error === undefined ? this.props.children : <ErrorScreen error={this.state.error} />;
  }
}
