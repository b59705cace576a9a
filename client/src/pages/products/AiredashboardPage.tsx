import { DashboardShell } from '../../features/portal/DashboardShell.js';
import './airedashboard-page.css';

/** /products/airedashboard: private, never prerendered; the session (not the URL) says who is signed in. */
export function AiredashboardPage() {
  return (
    <div className="container airedashboard">
      <DashboardShell />
    </div>
  );
}
