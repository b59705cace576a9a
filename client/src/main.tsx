import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadPage } from './app/page-element.js';
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

void start();
