import { Outlet } from 'react-router';
import { LazyCookieBanner } from '../features/cookie-consent/LazyCookieBanner.js';
import { useDocumentMeta } from './use-document-meta.js';
import { useScrollOnNavigate } from './use-scroll-on-navigate.js';

/** For pages with their own navigation (e.g. /ukcurriculum): no shared header or footer. */
export function BareLayout() {
  useScrollOnNavigate();
  useDocumentMeta();
  return (
    <>
      <Outlet />
      <LazyCookieBanner />
    </>
  );
}
