// /api/reports (docs/reports.md "API"): the signed-in user's reports, newest first; delete one (row and file); a
// signed download URL valid 3600 s; and the download itself, whose credential is the URL's signature.

import { Router } from 'express';
import type { PdfUrlAnswer, ReportsAnswer, SavedReport } from '../../src/lib/api/reports';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import { currentUser, requireUser } from '../http/authenticate';
import { publicOrigin } from '../http/public-origin';
import { isUuid } from '../lib/uuid';
import type { ReportEvents } from './report-events';
import { deleteOwnReport, findOwnReport, listReports } from './reports-repository';
import { SIGNED_URL_SECONDS, signPdfLink, verifyPdfLink } from './signed-urls';
import { MISSING_FILE, pdfPathBelongsTo, type ReportStorage } from './storage';

export const REPORT_MESSAGES = {
  notFound: 'Report not found.',
  noPdf: 'No PDF available for this report - cloud storage required',
  invalidSignature: 'This download link is invalid or has expired. Please download the report again.',
} as const;

export interface ReportsRouterDeps {
  db: Database;
  verifier: TokenVerifier;
  storage: ReportStorage;
  events: ReportEvents;
  /** Signs embedded download links (derived from SESSION_SECRET: pdfLinkSecret). */
  linkSecret: string;
  /** PUBLIC_URL; unset: the request's own origin. */
  publicUrl: string | undefined;
  now: () => Date;
}

/** '<Product>-Report-<report_id>.pdf' (spec §7). */
export function pdfFilename(report: Pick<SavedReport, 'report_id'>): string {
  return `ZoneBrief-Report-${report.report_id}.pdf`;
}

export function createReportsRouter(deps: ReportsRouterDeps): Router {
  const { db, storage, events } = deps;
  const router = Router();
  const signedIn = requireUser(deps.verifier);
  const ownReport = async (userId: string, id: string): Promise<SavedReport> => {
    const report = await findOwnReport(db, userId, id);
    // Another user's report answers exactly like one that does not exist.
    if (!report) throw new AppError('report_not_found', 404, REPORT_MESSAGES.notFound);
    return report;
  };
  const storedPath = (report: SavedReport): string => {
    if (!report.pdf_path || !pdfPathBelongsTo(report.pdf_path, report.user_id)) throw new AppError('no_pdf', 404, REPORT_MESSAGES.noPdf);
    return report.pdf_path;
  };

  router.get('/reports', signedIn, async (req, res) => {
    const answer: ReportsAnswer = { reports: await listReports(db, currentUser(req).id) };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  router.delete('/reports/:id', signedIn, async (req, res) => {
    const user = currentUser(req);
    // The row goes and its news is queued in one transaction: other replicas' streams hear of it once it is gone.
    const { deleted, announce } = await db.transaction(async (tx) => {
      const row = await deleteOwnReport(tx, user.id, String(req.params.id));
      return { deleted: row, announce: row ? await events.publishOnCommit(tx, user.id, { type: 'DELETE', report: null, id: row.id }) : null };
    });
    if (!deleted || !announce) throw new AppError('report_not_found', 404, REPORT_MESSAGES.notFound);
    announce();
    if (deleted.pdf_path && pdfPathBelongsTo(deleted.pdf_path, user.id)) {
      // The row is gone either way; a file left behind is logged, and account deletion removes the whole area later.
      await storage.remove(deleted.pdf_path).catch((error: unknown) => req.log.error({ err: error, id: deleted.id }, 'could not remove a report file'));
    }
    req.log.info({ userId: user.id, reportId: deleted.report_id }, 'report deleted');
    res.status(204).end();
  });

  router.get('/reports/:id/pdf-url', signedIn, async (req, res) => {
    const user = currentUser(req);
    const report = await ownReport(user.id, String(req.params.id));
    const pdfPath = storedPath(report);
    const filename = pdfFilename(report);
    const now = deps.now();
    const hosted = await storage.signedUrl(pdfPath, SIGNED_URL_SECONDS, filename);
    // A row whose file is gone from the hosted store answers as a missing local file does at download.
    if (hosted === MISSING_FILE) throw new AppError('no_pdf', 404, REPORT_MESSAGES.noPdf);
    const link = hosted ? null : signPdfLink(deps.linkSecret, report.id, user.id, now);
    const answer: PdfUrlAnswer = {
      url: hosted ?? `${publicOrigin(req, deps.publicUrl)}${link!.path}`,
      expires_at: (link?.expiresAt ?? new Date(now.getTime() + SIGNED_URL_SECONDS * 1000)).toISOString(),
      filename,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  // The requester of a download link is the user it names (user=, which the signature covers). Ownership comes
  // first: a report that does not exist or is not that user's answers 404 whatever the signature (borrowed, missing
  // or good); only then does a bad or expired signature on the user's own report answer 403.
  router.get('/reports/:id/pdf', async (req, res) => {
    const id = String(req.params.id);
    const requester = typeof req.query.user === 'string' && isUuid(req.query.user) ? req.query.user : null;
    if (!requester) throw new AppError('report_not_found', 404, REPORT_MESSAGES.notFound);
    const report = await ownReport(requester, id);
    const check = verifyPdfLink(deps.linkSecret, id, req.query, deps.now());
    if (!check.ok) throw new AppError('invalid_signature', 403, REPORT_MESSAGES.invalidSignature);
    const pdf = await storage.read(storedPath(report));
    if (!pdf) throw new AppError('no_pdf', 404, REPORT_MESSAGES.noPdf);
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdfFilename(report)}"`,
        'Content-Length': String(pdf.byteLength),
        'Cache-Control': 'private, no-store',
      })
      .end(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });

  return router;
}
