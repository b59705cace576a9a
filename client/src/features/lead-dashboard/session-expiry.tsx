import { createContext, useCallback, useContext, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.js';
import { ApiError } from '../../lib/api.js';

/** Called with any failed dashboard call: true when it meant the session is over (the buyer is then on the way home). */
type SessionEnded = (error: unknown) => boolean;

const SessionEndedContext = createContext<SessionEnded | null>(null);

/**
 * The one place that handles an expired session. Spec: the user sees an alert and goes to the home page. Several
 * calls may fail at once (the list, the lead, the scoring progress): the alert is shown once.
 */
export function SessionExpiry({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const ended = useRef(false);
  const onFailure = useCallback<SessionEnded>(
    (error) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      if (!ended.current) {
        ended.current = true;
        window.alert(MESSAGES.buyerInfoFailed);
        navigate('/', { replace: true });
      }
      return true;
    },
    [navigate],
  );
  return <SessionEndedContext value={onFailure}>{children}</SessionEndedContext>;
}

/** The handler of SessionExpiry above; outside it (a test of one part), a 401 is an error like any other. */
export function useSessionEnded(): SessionEnded {
  return useContext(SessionEndedContext) ?? notEnded;
}

const notEnded: SessionEnded = () => false;
