import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button.js';
import { ButtonLink } from '../../components/ButtonLink.js';
import { logout } from './portal-api.js';
import { useBuyerInfo } from './use-buyer-info.js';
import './portal.css';

/** The dashboard's frame: who is signed in, Home and Logout. The lead picker and insights come in a later issue. */
export function DashboardShell() {
  const state = useBuyerInfo();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout();
    } catch (error) {
      // The session ends on its own after 30 idle minutes; the user still expects to be out.
      console.error('Logout failed', error);
    } finally {
      navigate('/');
    }
  };

  if (state.status === 'loading') {
    return (
      <div className="portal-dashboard" aria-busy="true">
        <h1 className="visually-hidden">Lead dashboard</h1>
        <p className="portal-dashboard__loading" role="status">
          <span className="portal-dashboard__spinner" aria-hidden="true" />
          Loading your dashboard...
        </p>
      </div>
    );
  }

  const { buyerName, leads } = state.buyer;
  return (
    <div className="portal-dashboard">
      <header className="portal-dashboard__header">
        <div>
          <p className="portal-dashboard__eyebrow">Lead dashboard</p>
          <h1>Welcome, {buyerName}</h1>
        </div>
        <div className="portal-dashboard__actions">
          <ButtonLink to="/" variant="secondary">
            Home
          </ButtonLink>
          <Button onClick={() => void onLogout()} disabled={leaving}>
            {leaving ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </header>
      <dl className="portal-dashboard__stat">
        <dt>Total Leads</dt>
        <dd>{leads.length}</dd>
      </dl>
      <p className="portal-dashboard__note">Your leads are synced from your sheet. The lead picker and AI insights appear here next.</p>
    </div>
  );
}
