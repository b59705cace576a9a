import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MARKET_NAMES, type Market } from '../../../../shared/markets.js';
import { Button } from '../../components/Button.js';
import { ButtonLink } from '../../components/ButtonLink.js';
import { logout, logoutEverywhere } from './dashboard-api.js';

export const SIGN_OUT_EVERYWHERE_FAILED = 'Your other devices could not be signed out. Check your connection and try again.';

/**
 * Who is signed in, with Home, Logout and Sign out everywhere. Logout always ends on the home page, even when the
 * call fails (the session ends on its own). Sign out everywhere must not pretend: if it fails, the buyer is told.
 */
export function DashboardHeader({ buyerName, market }: { buyerName: string; market?: Market }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<'one' | 'all' | null>(null);
  const [failed, setFailed] = useState('');

  const onLogoutEverywhere = async () => {
    setLeaving('all');
    setFailed('');
    try {
      await logoutEverywhere();
      navigate('/');
    } catch {
      setFailed(SIGN_OUT_EVERYWHERE_FAILED);
      setLeaving(null);
    }
  };

  const onLogout = async () => {
    setLeaving('one');
    try {
      await logout();
    } catch (error) {
      // The session ends on its own after 30 idle minutes; the user still expects to be out.
      console.error('Logout failed', error);
    } finally {
      navigate('/');
    }
  };

  return (
    <header className="portal-app__header">
      <div className="container portal-dashboard__header">
        <div>
          <p className="portal-dashboard__eyebrow">Lead dashboard{market ? ` · ${MARKET_NAMES[market]}` : ''}</p>
          <h1>Welcome, {buyerName}</h1>
        </div>
        <div className="portal-dashboard__actions">
          <ButtonLink to="/" variant="secondary">
            Home
          </ButtonLink>
          <Button variant="secondary" onClick={() => void onLogoutEverywhere()} disabled={leaving !== null}>
            {leaving === 'all' ? 'Signing out everywhere...' : 'Sign out everywhere'}
          </Button>
          <Button onClick={() => void onLogout()} disabled={leaving !== null}>
            {leaving === 'one' ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
        <p className="portal-message portal-message--error portal-dashboard__alert" role="alert">
          {failed}
        </p>
      </div>
    </header>
  );
}
