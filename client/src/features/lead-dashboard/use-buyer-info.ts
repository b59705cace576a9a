import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.js';
import type { BuyerInfo } from '../../../../shared/api.js';
import { fetchBuyerInfo } from './dashboard-api.js';

export type BuyerInfoState = { status: 'loading' } | { status: 'ready'; buyer: BuyerInfo };

/** Spec: on load the buyer info is fetched; if that fails the user is told and sent to the home page. */
export function useBuyerInfo(): BuyerInfoState {
  const navigate = useNavigate();
  const [state, setState] = useState<BuyerInfoState>({ status: 'loading' });

  useEffect(() => {
    // StrictMode runs effects twice in development: only the live run may alert or navigate.
    let active = true;
    fetchBuyerInfo().then(
      (buyer) => {
        if (active) setState({ status: 'ready', buyer });
      },
      () => {
        if (!active) return;
        window.alert(MESSAGES.buyerInfoFailed);
        navigate('/', { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [navigate]);

  return state;
}
