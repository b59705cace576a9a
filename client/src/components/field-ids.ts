import { useId } from 'react';

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
  describedBy: string | undefined;
}

/** Stable ids (useId is identical on the server and in the browser) that tie a control to its hint and error. */
export function useFieldIds(hasHint: boolean, hasError: boolean): FieldIds {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint && hintId, hasError && errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}
