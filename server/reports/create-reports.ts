// Assembles the analysis and reports areas from configuration: report files in Supabase Storage when SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY are set, else under DATA_DIR; a model narrative when the LLM_* settings are set; the live
// feed of report changes over PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set (replicas), else in-process.

import type { Router } from 'express';
import { createAnalysisRouter } from '../analysis/routes';
import type { RenderPdf } from '../analysis/run-analysis';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Config } from '../config';
import { listenForNotifications, type Database } from '../db/client';
import type { Logger } from '../http/logger';
import { createNarrativeWriter } from '../llm/create-narrative-writer';
import type { NarrativeWriter } from '../llm/narrative-writer';
import type { SpatialBackend } from '../spatial/spatial-backend';
import { createReportEventsRouter } from './events-route';
import { createLocalReportStorage } from './local-storage-adapter';
import { renderBriefPdf } from './pdf/render-brief';
import { openPostgresReportEvents } from './postgres-report-events';
import { createInProcessReportEvents, type ReportEvents } from './report-events';
import { createReportsRouter } from './routes';
import { pdfLinkSecret } from './signed-urls';
import type { ReportStorage } from './storage';
import { createSupabaseReportStorage } from './supabase-storage-adapter';

/** Test knobs and replaceable parts; each defaults to what the configuration picks. */
export interface ReportsOptions {
  storage?: ReportStorage;
  renderPdf?: RenderPdf;
  narrative?: NarrativeWriter;
  events?: ReportEvents;
  /** The clock of signed URLs and brief dates. */
  now?: () => Date;
}

export interface ReportsArea {
  storage: ReportStorage;
  events: ReportEvents;
  /** POST /analysis, /reports/* and /reports/events; mount after the API's JSON parser. */
  router: Router[];
}

export function createReportStorage(config: Config): ReportStorage {
  return config.SUPABASE_URL && config.SUPABASE_SERVICE_ROLE_KEY
    ? createSupabaseReportStorage({ url: config.SUPABASE_URL, serviceRoleKey: config.SUPABASE_SERVICE_ROLE_KEY })
    : createLocalReportStorage(config.dataDir);
}

/**
 * The feed behind GET /api/reports/events. With DATABASE_URL, replicas may share the database, so changes travel by
 * LISTEN/NOTIFY (a connection of its own, opened here: call close() at shutdown). Hosted mode (SUPABASE_URL) keeps the
 * in-process feed: its clients follow Supabase realtime, and its DATABASE_URL may be a transaction pooler, where LISTEN
 * does not work.
 */
export async function openReportEvents({ config, db, logger }: { config: Config; db: Database; logger: Logger }): Promise<ReportEvents> {
  const onListenerError = (error: unknown) => logger.error({ err: error }, 'a report stream failed to take an event');
  const url = config.DATABASE_URL;
  if (!url || config.SUPABASE_URL || db.kind !== 'postgres') return createInProcessReportEvents(onListenerError);
  const events = await openPostgresReportEvents({ db, logger, listen: (channel, onNotification) => listenForNotifications(url, channel, onNotification) });
  logger.info({ channel: events.channel }, 'report changes travel between replicas by LISTEN/NOTIFY');
  return events;
}

export function createReports(
  { config, db, logger, verifier, spatial }: { config: Config; db: Database; logger: Logger; verifier: TokenVerifier; spatial: () => SpatialBackend },
  options: ReportsOptions = {},
): ReportsArea {
  const storage = options.storage ?? createReportStorage(config);
  const events = options.events ?? createInProcessReportEvents((error) => logger.error({ err: error }, 'a report stream failed to take an event'));
  const now = options.now ?? (() => new Date());
  const analysis = createAnalysisRouter({
    db,
    verifier,
    spatial,
    storage,
    events,
    now,
    logger,
    takeoverSeconds: config.ANALYSIS_TAKEOVER_SECONDS,
    narrative: options.narrative ?? createNarrativeWriter(config, logger),
    renderPdf: options.renderPdf ?? renderBriefPdf,
  });
  const reports = createReportsRouter({ db, verifier, storage, events, now, linkSecret: pdfLinkSecret(config.sessionSecret), publicUrl: config.PUBLIC_URL });
  // The events route first, so that /reports/events is never read as a report id.
  return { storage, events, router: [createReportEventsRouter({ db, verifier, events, now }), analysis, reports] };
}
