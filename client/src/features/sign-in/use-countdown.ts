import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, re-read from the clock every second (a timer in a background tab may fire
 * late, the clock does not). `start(0)` stops it.
 */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (deadline === 0) return undefined;
    const tick = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) clearInterval(tick);
    }, 1000);
    return () => clearInterval(tick);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setDeadline(seconds > 0 ? time + seconds * 1000 : 0);
  }, []);

  return [Math.max(0, Math.ceil((deadline - now) / 1000)), start];
}
