import { DashboardShell } from '../../features/lead-dashboard/DashboardShell.js';
import '../../app/layout.css';
import './airedashboard-page.css';

/**
 * /products/airedashboard: private, never prerendered; the session (not the URL) says who is signed in. A 'bare'
 * page: the skip link, header and main are its own.
 */
export function AiredashboardPage() {
  return (
    <div className="airedashboard">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <DashboardShell />
    </div>
  );
}
