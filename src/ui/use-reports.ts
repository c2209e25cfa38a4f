// The signed-in user's saved reports, kept current (spec §4): loaded newest first and de-duplicated, following live
// changes, and reloaded when another tab writes the storage key reports_refresh.
import { useCallback, useEffect, useState } from 'react';
import type { SavedReport } from '../lib/api/reports';
import {
  applyReportChange,
  deleteReport,
  downloadReportPdf,
  fetchReports,
  REPORT_MESSAGES,
  REPORTS_REFRESH_KEY,
  signalReportsChanged,
} from '../platform/reports';
import { isOfflineError, isServerUnreachable } from '../platform/api-client';
import { followReports, type EventSourceConstructor } from '../platform/reports-live';
import { useAuthActions, useSession } from '../platform/session';

export type ReportsState =
  | { status: 'loading' }
  | { status: 'ready'; reports: SavedReport[] }
  /** unreachable: the server could not be asked (offline, no connection, no answer in time). */
  | { status: 'failed'; message: string; unreachable: boolean };

export interface Reports {
  state: ReportsState;
  reload(): void;
  /** null when the PDF was saved, else the spec §8 message to show. */
  download(report: SavedReport): Promise<string | null>;
  /** Deletes without asking (the caller confirms first); null when done, else the message to show. */
  remove(report: SavedReport): Promise<string | null>;
}

export interface UseReportsOptions {
  /** The embedded live feed's EventSource; the browser's by default. */
  EventSourceImpl?: EventSourceConstructor;
}

export function useReports({ EventSourceImpl }: UseReportsOptions = {}): Reports {
  const session = useSession();
  const { gateway } = useAuthActions();
  const accessToken = session.status === 'signed-in' ? session.session.access_token : null;
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const [state, setState] = useState<ReportsState>({ status: 'loading' });
  const [loads, setLoads] = useState(0);
  const reload = useCallback(() => {
    setState((previous) => (previous.status === 'failed' ? { status: 'loading' } : previous));
    setLoads((count) => count + 1);
  }, []);

  useEffect(() => {
    if (!accessToken) return;
    const controller = new AbortController();
    void fetchReports(accessToken, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) return setState({ status: 'ready', reports: result.data });
      // A reload that fails leaves the list on screen: it is still the best we know. Offline, the list says so.
      const message = isOfflineError(result.error) ? result.error.message : REPORT_MESSAGES.loadFailed;
      const unreachable = isServerUnreachable(result.error);
      setState((previous) => (previous.status === 'ready' ? previous : { status: 'failed', message, unreachable }));
    });
    return () => controller.abort();
  }, [accessToken, loads]);

  useEffect(() => {
    if (!accessToken || !userId || !gateway) return;
    return followReports({
      gateway,
      accessToken,
      userId,
      EventSourceImpl,
      onChange: (change) => setState((previous) => (previous.status === 'ready' ? { ...previous, reports: applyReportChange(previous.reports, change) } : previous)),
      onReconnect: reload,
    });
  }, [accessToken, userId, gateway, EventSourceImpl, reload]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === REPORTS_REFRESH_KEY) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reload]);

  const download = useCallback(
    async (report: SavedReport) => (accessToken ? downloadReportPdf(accessToken, report) : REPORT_MESSAGES.downloadFailed),
    [accessToken],
  );

  const remove = useCallback(
    async (report: SavedReport) => {
      if (!accessToken) return REPORT_MESSAGES.deleteFailed;
      const failure = await deleteReport(accessToken, report.id);
      if (failure) return failure;
      setState((previous) => (previous.status === 'ready' ? { ...previous, reports: previous.reports.filter((r) => r.id !== report.id) } : previous));
      signalReportsChanged();
      return null;
    },
    [accessToken],
  );

  return { state, reload, download, remove };
}
