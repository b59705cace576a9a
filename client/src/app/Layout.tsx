import { Outlet } from 'react-router';
import { LazyCookieBanner } from '../features/cookie-consent/LazyCookieBanner.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteHeader } from './SiteHeader.js';
import { useDocumentMeta } from './use-document-meta.js';
import { useScrollOnNavigate } from './use-scroll-on-navigate.js';
import './layout.css';

export const MAIN_ID = 'main';

export function Layout() {
  useScrollOnNavigate();
  useDocumentMeta();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <SiteHeader />
      <main id={MAIN_ID} className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {/* Last in the document: it is sticky at the bottom of the viewport and must follow the footer. */}
      <LazyCookieBanner />
    </>
  );
}
