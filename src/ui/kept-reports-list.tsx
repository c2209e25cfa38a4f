// My Reports offline: the reports kept on this device (their details and PDFs from IndexedDB), each opened from its
// stored file, with a note that the list holds only those copies.
import { useState } from 'react';
import type { SavedReport } from '../lib/api/reports';
import { formatReportDate } from './report-date';
import { ReportFacts } from './report-facts';
import type { KeptReports } from './use-kept-reports';

/** Not in the spec, which is silent on being offline. */
export const KEPT_REPORTS_TEXT = Object.freeze({
  note: 'You are offline. This list shows only the reports kept on this device.',
  unreachable: 'Could not reach the server. This list shows only the reports kept on this device.',
  empty: 'No reports are kept on this device. While online, use Keep offline on a report to read it with no connection.',
});

function KeptRow({ report, keptAt, kept }: { report: SavedReport; keptAt: string; kept: KeptReports }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    const message = await action();
    setBusy(false);
    setFailure(message);
  };

  return (
    <li className="reports-list__row">
      <div className="reports-list__facts">
        <ReportFacts report={report} />
        <p className="reports-list__note">
          Kept on this device <time dateTime={keptAt}>{formatReportDate(keptAt)}</time>
        </p>
      </div>
      <div className="reports-list__actions">
        <button
          type="button"
          className="button button--primary"
          aria-label={`Open PDF of report ${report.report_id}`}
          disabled={busy}
          onClick={() => void run(() => kept.open(report))}
        >
          Open PDF
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Remove offline copy of report ${report.report_id}`}
          disabled={busy}
          onClick={() => void run(() => kept.remove(report.id))}
        >
          Remove offline copy
        </button>
      </div>
      {failure ? (
        <p className="notice notice--error reports-list__error" role="alert">
          {failure}
        </p>
      ) : null}
    </li>
  );
}

interface KeptReportsListProps {
  kept: KeptReports;
  /** Where the browser says it is online but the server could not be reached: asks for the full list again. */
  onRetry?: () => void;
}

export function KeptReportsList({ kept, onRetry }: KeptReportsListProps) {
  if (kept.kept === null) {
    return (
      <p className="reports-list__status" role="status">
        Loading reports kept on this device...
      </p>
    );
  }
  return (
    <>
      <p className="notice notice--warning">{onRetry ? KEPT_REPORTS_TEXT.unreachable : KEPT_REPORTS_TEXT.note}</p>
      {onRetry ? (
        <div className="reports-list__status">
          <button type="button" className="button button--secondary" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : null}
      {kept.kept.length === 0 ? (
        <p className="reports-list__empty">{KEPT_REPORTS_TEXT.empty}</p>
      ) : (
        <ul className="reports-list" aria-label="Reports kept on this device, newest first">
          {kept.kept.map((entry) => (
            <KeptRow key={entry.report.id} report={entry.report} keptAt={entry.keptAt} kept={kept} />
          ))}
        </ul>
      )}
    </>
  );
}
