// The saved-reports list of /account/reports and /reports: newest first, live, with download and delete (spec §2–§5, §8).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SavedReport } from '../lib/api/reports';
import { toLngLat } from '../lib/geo/lng-lat';
import { mapLinkTo } from '../lib/geo/map-link';
import { analyticsEvents, track, trackError } from '../platform/analytics';
import { useBrowserOnline } from '../platform/connection';
import { REPORT_MESSAGES } from '../platform/reports';
import type { EventSourceConstructor } from '../platform/reports-live';
import { KeptReportsList } from './kept-reports-list';
import { ReportFacts } from './report-facts';
import { useKeptReports, type KeptReports } from './use-kept-reports';
import { useReports } from './use-reports';
import './reports-list.css';

interface ReportsListProps {
  /** Shown when there are no reports yet. */
  emptyText?: string;
  /** The embedded live feed's EventSource (tests pass a fake); the browser's by default. */
  EventSourceImpl?: EventSourceConstructor;
  /** Asks before a delete; window.confirm by default. */
  confirm?: (question: string) => boolean;
}

/** Where the report was made on the map, with that parcel's panel; null for a report made before points were kept. */
function mapLinkOf(report: SavedReport): string | null {
  if (report.lat === null || report.lng === null) return null;
  return mapLinkTo({ point: toLngLat(report.lng, report.lat), zoom: null, parcelId: report.parcel_id });
}

type RowAction = { kind: 'downloading' | 'deleting' | 'keeping' } | { kind: 'failed'; message: string } | null;

interface RowProps {
  report: SavedReport;
  onDownload(report: SavedReport): Promise<string | null>;
  onDelete(report: SavedReport): Promise<string | null>;
  confirm(question: string): boolean;
  kept: KeptReports;
}

function ReportRow({ report, onDownload, onDelete, confirm, kept }: RowProps) {
  const [action, setAction] = useState<RowAction>(null);
  const busy = action?.kind === 'downloading' || action?.kind === 'deleting' || action?.kind === 'keeping';
  const isKept = kept.isKept(report.id);
  const mapLink = mapLinkOf(report);

  const download = async () => {
    setAction({ kind: 'downloading' });
    const failure = await onDownload(report);
    if (failure) trackError('report_download', failure);
    else track(analyticsEvents.reportView(report));
    // The file is saved in place, so a failure can be shown on the row.
    setAction(failure ? { kind: 'failed', message: failure } : null);
  };

  const toggleKept = async () => {
    setAction({ kind: 'keeping' });
    const failure = isKept ? await kept.remove(report.id) : await kept.keep(report);
    setAction(failure ? { kind: 'failed', message: failure } : null);
  };

  const remove = async () => {
    if (!confirm(REPORT_MESSAGES.confirmDelete)) return;
    setAction({ kind: 'deleting' });
    const failure = await onDelete(report);
    // On success the row is gone from the list, and this component with it.
    if (failure) setAction({ kind: 'failed', message: failure });
  };

  return (
    <li className="reports-list__row">
      <div className="reports-list__facts">
        <ReportFacts report={report} />
        {report.pdf_path ? null : <p className="reports-list__note">{REPORT_MESSAGES.noPdf}</p>}
      </div>
      <div className="reports-list__actions">
        {mapLink ? (
          <Link className="button button--secondary" to={mapLink} aria-label={`Open report ${report.report_id} on the map`}>
            Open on the map
          </Link>
        ) : null}
        {report.pdf_path ? (
          <button
            type="button"
            className="button button--primary"
            aria-label={`Download PDF of report ${report.report_id}`}
            disabled={busy}
            aria-busy={action?.kind === 'downloading' || undefined}
            onClick={() => void download()}
          >
            {action?.kind === 'downloading' ? 'Preparing...' : 'Download PDF'}
          </button>
        ) : null}
        {report.pdf_path && kept.kept !== null ? (
          <button
            type="button"
            className="button button--secondary"
            aria-label={isKept ? `Remove offline copy of report ${report.report_id}` : `Keep report ${report.report_id} offline`}
            disabled={busy}
            aria-busy={action?.kind === 'keeping' || undefined}
            onClick={() => void toggleKept()}
          >
            {action?.kind === 'keeping' ? (isKept ? 'Removing...' : 'Keeping...') : isKept ? 'Remove offline copy' : 'Keep offline'}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Delete report ${report.report_id}`}
          disabled={busy}
          aria-busy={action?.kind === 'deleting' || undefined}
          onClick={() => void remove()}
        >
          {action?.kind === 'deleting' ? 'Deleting...' : 'Delete'}
        </button>
      </div>
      {action?.kind === 'failed' ? (
        <p className="notice notice--error reports-list__error" role="alert">
          {action.message}
        </p>
      ) : null}
    </li>
  );
}

export function ReportsList({
  emptyText = 'No reports yet. Reports you generate appear here, newest first.',
  EventSourceImpl,
  confirm = (question) => window.confirm(question),
}: ReportsListProps) {
  const { state, reload, download, remove } = useReports({ EventSourceImpl });
  const kept = useKeptReports();
  const online = useBrowserOnline();

  // Offline (or the server out of reach), the reports kept on this device are what can be read.
  if (!online) return <KeptReportsList kept={kept} />;
  if (state.status === 'failed' && state.unreachable) return <KeptReportsList kept={kept} onRetry={reload} />;

  if (state.status === 'loading') {
    return (
      <p className="reports-list__status" role="status">
        Loading reports...
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="reports-list__status">
        <p className="notice notice--error" role="alert">
          {state.message}
        </p>
        <button type="button" className="button button--secondary" onClick={reload}>
          Try again
        </button>
      </div>
    );
  }
  if (state.reports.length === 0) return <p className="reports-list__empty">{emptyText}</p>;
  return (
    <ul className="reports-list" aria-label="Saved reports, newest first">
      {state.reports.map((report) => (
        <ReportRow key={report.id} report={report} onDownload={download} onDelete={remove} confirm={confirm} kept={kept} />
      ))}
    </ul>
  );
}

