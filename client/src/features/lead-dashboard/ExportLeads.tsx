import { useState } from 'react';
import { Button } from '../../components/Button.js';
import { ApiError } from '../../lib/api.js';
import { exportLeads, type LeadQuery } from './dashboard-api.js';
import { useSessionEnded } from './session-expiry.js';

export const EXPORT_FAILED = 'The download did not finish. Check your connection and try again.';

/** Hands a downloaded file to the browser to save, under the name the server gave it. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type ExportState = { status: 'idle' | 'working' } | { status: 'done'; fileName: string } | { status: 'error'; message: string };

/**
 * 'Download CSV': the leads the search and filters show, all of them (not just the page), with score, band, intent,
 * needs, budget and next action, for a spreadsheet. The server streams the file; it arrives whole or not at all.
 */
export function ExportLeads({ query }: { query: LeadQuery }) {
  const sessionEnded = useSessionEnded();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const download = () => {
    setState({ status: 'working' });
    exportLeads(query).then(
      ({ blob, fileName }) => {
        const name = fileName ?? 'leads.csv';
        save(blob, name);
        setState({ status: 'done', fileName: name });
      },
      (error: unknown) => {
        if (sessionEnded(error)) return;
        // Too many: the server's message says how long to wait.
        setState({ status: 'error', message: error instanceof ApiError && error.status === 429 && error.message ? error.message : EXPORT_FAILED });
      },
    );
  };
  const working = state.status === 'working';
  return (
    <div className="portal-export">
      <Button variant="secondary" onClick={download} disabled={working} aria-describedby="portal-export-note">
        {working ? 'Preparing CSV...' : 'Download CSV'}
      </Button>
      <p id="portal-export-note" className="portal-export__note" role="status">
        {state.status === 'done' ? `Saved ${state.fileName}.` : 'Every lead shown by the search and filters, with its insights.'}
      </p>
      {state.status === 'error' ? (
        <p className="portal-message portal-message--error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
