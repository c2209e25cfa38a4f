// For tests: the real app with the analysis and reports areas, a movable clock for signed URLs, switchable faults in
// the PDF renderer and the storage (to show the refund path), a hook in the middle of a run (to show a takeover), and
// helpers to fund a user and run an analysis.

import { randomUUID } from 'node:crypto';
import type { AuthSession } from '../../src/lib/api/auth';
import type { AnalysisRequest } from '../../src/lib/api/reports';
import { signedUpSession, testClock, uniqueEmail, useAuthTestApp, type AuthTestApp, type Json, type TestClock } from './auth-test-app';
import type { AppDeps } from '../../server/app';
import { creditAccount } from '../../server/credits/ledger';
import type { TestDatabaseKind } from './test-databases';
import type { NarrativeWriter } from '../../server/llm/narrative-writer';
import { createLocalReportStorage } from '../../server/reports/local-storage-adapter';
import { renderBriefPdf } from '../../server/reports/pdf/render-brief';
import { createInProcessReportEvents, type ReportEvents } from '../../server/reports/report-events';
import type { ReportStorage } from '../../server/reports/storage';

/** Inside the tiny dataset's RD block, on its one parcel (12 Euclid Ave). */
export const ON_PARCEL: AnalysisRequest = { lat: 43.6515, lng: -79.3985, source: 'Map Click' };
/** Inside the tiny city, east of the zoning cover (a gap). */
export const ZONING_GAP: AnalysisRequest = { lat: 43.655, lng: -79.36, source: 'Map Click' };
/** North of the tiny city. */
export const OUTSIDE_CITY: AnalysisRequest = { lat: 43.75, lng: -79.38, source: 'Address Search' };

export interface Faults {
  render: boolean;
  store: boolean;
  /** Runs (once, then clears itself) while the next PDF is being rendered: to act in the middle of an analysis. */
  duringRender: (() => Promise<void>) | null;
}

/** The app's SESSION_SECRET, so that tests can sign what the server would sign. */
export const TEST_SESSION_SECRET = 'analysis-test-session-secret-0123456789';

export interface AnalysisTestApp extends AuthTestApp {
  sessionSecret: string;
  reportsClock: TestClock;
  events: ReportEvents;
  faults: Faults;
  /** POST /api/analysis with an Idempotency-Key (a fresh one unless given; null sends none). */
  analyse(token: string, body: unknown, key?: string | null): Promise<{ status: number; body: Json }>;
  /** A confirmed user with this many credits. */
  fundedUser(credits: number): Promise<AuthSession>;
  balance(userId: string): Promise<number>;
}

export function useAnalysisTestApp(
  open: TestDatabaseKind['open'],
  options: { narrative?: NarrativeWriter; dataset?: AppDeps['dataset'] } = {},
): AnalysisTestApp {
  const reportsClock = testClock();
  const faults: Faults = { render: false, store: false, duringRender: null };
  const events = createInProcessReportEvents();
  // The app's data folder is known only once it has started (beforeAll), so the local storage is made per call.
  const local = (): ReportStorage => createLocalReportStorage(app.dataDir);
  const storage: ReportStorage = {
    kind: 'local',
    save: async (userId, reportId, pdf) => {
      if (faults.store) throw new Error('test fault: storage is down');
      return local().save(userId, reportId, pdf);
    },
    read: (pdfPath) => local().read(pdfPath),
    remove: (pdfPath) => local().remove(pdfPath),
    signedUrl: () => Promise.resolve(null),
    removeArea: (userId) => local().removeArea(userId),
    removeStaleTemporaries: () => local().removeStaleTemporaries(),
  };
  const app = useAuthTestApp(open, {
    env: { SESSION_SECRET: TEST_SESSION_SECRET },
    deps: {
      ...(options.dataset ? { dataset: options.dataset } : {}),
      reports: {
        now: reportsClock.now,
        events,
        storage,
        renderPdf: async (brief, figure) => {
          if (faults.render) throw new Error('test fault: the renderer failed');
          const during = faults.duringRender;
          faults.duringRender = null;
          if (during) await during();
          return renderBriefPdf(brief, figure);
        },
        ...(options.narrative ? { narrative: options.narrative } : {}),
      },
    },
  });
  const handle = app as AnalysisTestApp;
  return Object.assign(handle, {
    sessionSecret: TEST_SESSION_SECRET,
    reportsClock,
    events,
    faults,
    async analyse(token: string, body: unknown, key: string | null = `key-${randomUUID()}`) {
      const res = await fetch(`${app.base}/api/analysis`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key === null ? {} : { 'idempotency-key': key }) },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Json };
    },
    async fundedUser(credits: number) {
      const session = await signedUpSession(app, uniqueEmail('analyst'));
      if (credits > 0) await creditAccount(app.db, { userId: session.user.id, credits, reason: 'purchase', reference: `test:${randomUUID()}` });
      return session;
    },
    async balance(userId: string) {
      const { rows } = await app.db.query<{ credits_balance: number }>('select credits_balance from accounts where user_id = $1', [userId]);
      return rows[0]?.credits_balance ?? 0;
    },
  });
}
