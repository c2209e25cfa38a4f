// The signed-in user's reports kept on this device for offline reading (src/platform/kept-reports.ts): which are
// kept, keeping and removing a copy, and opening a kept PDF.
import { useCallback, useEffect, useState } from 'react';
import type { SavedReport } from '../lib/api/reports';
import { forgetKeptReport, keepReport, keptReportPdf, listKeptReports, openPdf, type KeptReport } from '../platform/kept-reports';
import { reportPdfFilename, REPORT_MESSAGES } from '../platform/reports';
import { useSession } from '../platform/session';

export interface KeptReports {
  /** The user's kept reports, newest first; null until read (and where this browser refuses storage). */
  kept: KeptReport[] | null;
  isKept(reportId: string): boolean;
  /** Each resolves to null when done, else the message to show on the report's row. */
  keep(report: SavedReport): Promise<string | null>;
  remove(reportId: string): Promise<string | null>;
  open(report: SavedReport): Promise<string | null>;
}

/** Not in the spec: a kept copy that could not be removed or read. */
export const KEPT_COPY_FAILED = 'The copy kept on this device could not be read or removed. Please try again.';

export function useKeptReports(): KeptReports {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const accessToken = session.status === 'signed-in' ? session.session.access_token : null;
  // Tagged with its user, so another user signing in on this tab never sees the last one's list, even for a render.
  const [state, setState] = useState<{ userId: string; kept: KeptReport[] } | null>(null);

  const refresh = useCallback(async (user: string) => {
    const kept = await listKeptReports(user);
    setState({ userId: user, kept });
  }, []);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    listKeptReports(userId).then(
      (kept) => {
        if (active) setState({ userId, kept });
      },
      () => {
        // Storage refused (private mode, a sandboxed frame): nothing is kept, and keeping will say why it fails.
        if (active) setState({ userId, kept: [] });
      },
    );
    return () => {
      active = false;
    };
  }, [userId]);

  const kept = state && state.userId === userId ? state.kept : null;

  const keep = useCallback(
    async (report: SavedReport) => {
      if (!userId || !accessToken) return REPORT_MESSAGES.downloadFailed;
      try {
        const failure = await keepReport(accessToken, userId, report);
        if (!failure) await refresh(userId);
        return failure;
      } catch {
        return REPORT_MESSAGES.downloadFailed;
      }
    },
    [userId, accessToken, refresh],
  );

  const remove = useCallback(
    async (reportId: string) => {
      if (!userId) return KEPT_COPY_FAILED;
      try {
        await forgetKeptReport(userId, reportId);
        await refresh(userId);
        return null;
      } catch {
        return KEPT_COPY_FAILED;
      }
    },
    [userId, refresh],
  );

  const open = useCallback(
    async (report: SavedReport) => {
      if (!userId) return KEPT_COPY_FAILED;
      try {
        openPdf(await keptReportPdf(userId, report.id), reportPdfFilename(report));
        return null;
      } catch (error) {
        return error instanceof Error && error.name === 'KeptReportError' ? error.message : KEPT_COPY_FAILED;
      }
    },
    [userId],
  );

  const isKept = useCallback((reportId: string) => kept?.some((entry) => entry.report.id === reportId) ?? false, [kept]);

  return { kept, isKept, keep, remove, open };
}
