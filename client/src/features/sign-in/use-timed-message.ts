import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec: login messages clear after 5 seconds. */
export const MESSAGE_TIMEOUT_MS = 5000;

/** A message that clears itself MESSAGE_TIMEOUT_MS after it was last set. */
export function useTimedMessage(): [message: string, show: (text: string) => void] {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    if (text) timer.current = setTimeout(() => setMessage(''), MESSAGE_TIMEOUT_MS);
  }, []);

  return [message, show];
}
