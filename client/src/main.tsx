import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isChunkLoadError, reloadOnceForChunk } from './app/chunk-reload.js';
import { preloadPage } from './app/page-element.js';
import { CHUNK_ERROR_TEXT } from './app/RouteError.js';
import { AppRoutes, matchPage } from './app/routes.js';
import { markHeadPrerendered } from './app/use-document-meta.js';
import './styles/tokens.css';
import './styles/base.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // The page the server prerendered is loaded before hydrating, so the first client render matches its markup.
  const match = matchPage(window.location.pathname);
  if (match) await preloadPage(match.page);
  if (container.firstElementChild) {
    markHeadPrerendered();
    hydrateRoot(container, app);
  }
  else createRoot(container).render(app);
}

/** The prerendered page stays readable; a note above it says why it does not respond and offers a reload. */
function showChunkFailure(): void {
  const note = document.createElement('div');
  note.className = 'chunk-failure';
  note.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = CHUNK_ERROR_TEXT;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn--primary';
  reload.textContent = 'Reload the page';
  reload.addEventListener('click', () => window.location.reload());
  note.append(text, reload);
  document.body.prepend(note);
}

start().catch((error: unknown) => {
  // The page's chunk is gone (a deploy since this HTML was sent): one reload brings the new build's chunks; if it
  // fails again, the visitor is told, above the page they can still read.
  if (isChunkLoadError(error)) {
    if (!reloadOnceForChunk()) showChunkFailure();
  } else console.error('The page could not start', error);
});
