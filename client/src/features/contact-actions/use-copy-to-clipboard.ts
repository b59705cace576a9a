import { useCallback, useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long 'Copied' stays visible; a failure stays until the next try, because it carries the text to copy by hand. */
export const COPIED_VISIBLE_MS = 4000;

/** Copies text with the async Clipboard API; no API (an insecure context, an old browser) counts as a failure. */
export function useCopyToClipboard(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = window.setTimeout(() => setState('idle'), COPIED_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = useCallback(async (text: string) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);

  return { state, copy };
}
