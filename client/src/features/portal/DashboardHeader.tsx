import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button.js';
import { ButtonLink } from '../../components/ButtonLink.js';
import { logout } from './portal-api.js';

/** Who is signed in, with Home and Logout. Logout always ends on the home page, even when the call fails. */
export function DashboardHeader({ buyerName }: { buyerName: string }) {
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

  return (
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
  );
}
