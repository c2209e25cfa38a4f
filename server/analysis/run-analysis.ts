// One analysis (docs/reports.md "The analysis flow"): refuse a place with no zoning, or with no lot to measure unless
// the client says the user accepted that (accept_no_parcel), before anything is claimed or debited; claim the
// Idempotency-Key, take one credit, build the brief, draw and store its PDF, save the row and mark the claim done
// (only while this attempt still holds it); on any failure before that commit, give the credit back and remove what
// was stored. Telling open reports pages comes after the commit and never refunds.

import { NO_LOT_CODES, type AnalysisAnswer, type AnalysisStatusAnswer, type SavedReport } from '../../src/lib/api/reports';
import type { SpatialDataAnswer } from '../../src/lib/api/spatial';
import { layerLoaded } from '../../src/lib/dataset/layers';
import { NOT_COVERED_CODE } from '../../src/lib/dataset/zoning-coverage';
import { buildBrief } from '../../src/lib/report/build-brief';
import type { ZoningBrief } from '../../src/lib/report/brief-model';
import { summariseBrief } from '../../src/lib/report/brief-summary';
import type { SiteFigure } from '../../src/lib/report/site-figure';
import { debitCredit, readAccount, refundCredit } from '../credits/ledger';
import { AppError } from '../http/app-error';
import type { NarrativeWriter } from '../llm/narrative-writer';
import type { ReportEvents } from '../reports/report-events';
import { findOwnReport, insertReport, reportIdOf } from '../reports/reports-repository';
import type { SiteAnswer, SpatialBackend } from '../spatial/spatial-backend';
import type { AnalysisInput } from './analysis-input';
import { claimAnalysis, debitReference, failAnalysis, finishAnalysis, readClaim, type ClaimDeps } from './analysis-requests';

export type RenderPdf = (brief: ZoningBrief, figure: SiteFigure | null) => Promise<Uint8Array>;

export interface AnalysisDeps extends ClaimDeps {
  /**
   * The look-ups of the dataset version served now. Asked once per analysis, so that the place, its site figure and
   * the brief's sources all come from one version even when the server switches versions during the analysis.
   */
  spatial: () => SpatialBackend;
  narrative: NarrativeWriter;
  renderPdf: RenderPdf;
  events: ReportEvents;
  now: () => Date;
}

export const ANALYSIS_MESSAGES = {
  insufficientCredits: 'You have no credits left. Buy a credit to run this analysis.',
  failed: 'We could not build your report, so your credit was returned. Please try again.',
  inProgress: 'This analysis is already running. Please wait for it to finish.',
  reportDeleted: 'The report from this request has been deleted. Start a new analysis to create another.',
  notFound: 'There is no analysis with this Idempotency-Key.',
  outsideToronto: 'This place is outside the City of Toronto, so there is no zoning to analyse. No credit was used.',
  noZoning: 'There is no zoning at this place (a gap in the zoning map, such as a rail or hydro corridor), so it cannot be analysed. No credit was used.',
  notCovered:
    'This dataset’s zoning does not cover this place: the dataset in use holds the zoning of part of the city only, so there is no zoning here to analyse. No credit was used.',
  noParcel: 'No parcel at this point: the brief cannot measure a lot. To analyse the point anyway, send accept_no_parcel: true. No credit was used.',
  parcelsNotLoaded:
    'Parcels are not loaded in this dataset: the brief cannot measure a lot. To analyse the point anyway, send accept_no_parcel: true. No credit was used.',
} as const;

/** created: false when the key had already produced this report (nothing was debited this time). */
export async function runAnalysis(deps: AnalysisDeps, userId: string, key: string, input: AnalysisInput): Promise<{ created: boolean; answer: AnalysisAnswer }> {
  const site = await lookUpPlace(deps.spatial(), input);
  requireLotOrAcceptance(site.data, input);
  const claim = await claimAnalysis(deps, userId, key);
  if (claim.kind === 'in_progress') throw new AppError('analysis_in_progress', 409, ANALYSIS_MESSAGES.inProgress);
  if (claim.kind === 'done') return { created: false, answer: await answerOfDone(deps, userId, claim.reportUuid, claim.summary) };
  const reference = debitReference(userId, key, claim.attempt);
  const debit = await debitCredit(deps.db, { userId, reason: 'analysis', reference });
  if (!debit.ok) {
    await failAnalysis(deps.db, userId, key, claim.attempt);
    throw new AppError('insufficient_credits', 402, ANALYSIS_MESSAGES.insufficientCredits);
  }

  const stored: { pdfPath: string | null } = { pdfPath: null };
  let built: Awaited<ReturnType<typeof buildAndStore>>;
  try {
    built = await buildAndStore(deps, userId, key, claim, input, site, stored);
  } catch (error) {
    deps.logger.error({ err: error, userId, attempt: claim.attempt }, 'analysis failed; refunding its credit');
    // A superseded attempt's debit was already refunded by the takeover; the refund is idempotent per reference.
    await refundCredit(deps.db, { userId, reference });
    if (stored.pdfPath) await deps.storage.remove(stored.pdfPath).catch((cause: unknown) => deps.logger.error({ err: cause }, 'could not remove the PDF of a failed analysis'));
    // Only this attempt's own claim is marked failed: a later request that took the key over keeps its state.
    const stillOurs = await failAnalysis(deps.db, userId, key, claim.attempt);
    if (error instanceof SupersededAttempt || !stillOurs) {
      deps.logger.warn({ userId, attempt: claim.attempt }, 'a later request took this analysis over; its result was dropped');
      throw new AppError('analysis_in_progress', 409, ANALYSIS_MESSAGES.inProgress);
    }
    throw new AppError('analysis_failed', 500, ANALYSIS_MESSAGES.failed);
  }
  // The row and the 'done' mark are committed: from here on nothing may refund. A listener that throws (a closed
  // stream) is logged; the report stands and the list catches up on its next load.
  const { report, summary, announce } = built;
  try {
    announce();
  } catch (error) {
    deps.logger.error({ err: error, userId, reportId: report.report_id }, 'could not publish a new report');
  }
  return { created: true, answer: { report, credits_balance: debit.balance, summary } };
}

/**
 * What became of the analysis sent with this key (GET /api/analysis/:key), for a client that never got its answer:
 * a failed claim always left the balance whole (refunded, or never debited), so it reads as refunded.
 */
export async function readAnalysisStatus(deps: AnalysisDeps, userId: string, key: string): Promise<AnalysisStatusAnswer> {
  const claim = await readClaim(deps.db, userId, key, deps.takeoverSeconds);
  if (!claim) throw new AppError('analysis_not_found', 404, ANALYSIS_MESSAGES.notFound);
  if (claim.state === 'done' && claim.report_uuid && claim.summary) return { status: 'done', ...(await answerOfDone(deps, userId, claim.report_uuid, claim.summary)) };
  if (claim.state === 'failed') return { status: 'refunded', credits_balance: (await readAccount(deps.db, userId)).credits_balance };
  return { status: 'building' };
}

/** The answer a key that is done gives again: its report (409 when deleted since) and the current balance. */
async function answerOfDone(deps: AnalysisDeps, userId: string, reportUuid: string, summary: AnalysisAnswer['summary']): Promise<AnalysisAnswer> {
  const report = await findOwnReport(deps.db, userId, reportUuid);
  if (!report) throw new AppError('report_deleted', 409, ANALYSIS_MESSAGES.reportDeleted);
  const { credits_balance } = await readAccount(deps.db, userId);
  return { report, credits_balance, summary };
}

/** Thrown inside the saving transaction (so it rolls back) when the claim now belongs to a later attempt. */
class SupersededAttempt extends Error {
  constructor() {
    super('the analysis claim was taken over by a later attempt');
  }
}

/** What a brief is made of, all from one dataset version: the place's answer and figure, and the files cited. */
interface VersionedSite extends SiteAnswer {
  readonly sources: SpatialBackend['dataset']['sources'];
}

/** The zoning at the point (and its site figure); a place with none is a 422, decided before anything is claimed or debited. */
async function lookUpPlace(spatial: SpatialBackend, input: AnalysisInput): Promise<VersionedSite> {
  try {
    const site = await spatial.lookUpSite(input.point);
    return { data: site.data, figure: () => site.figure(), sources: spatial.dataset.sources };
  } catch (error) {
    if (error instanceof AppError && error.code === 'outside_toronto') throw new AppError('outside_toronto', 422, ANALYSIS_MESSAGES.outsideToronto);
    if (error instanceof AppError && error.code === 'no_zoning') throw new AppError('no_zoning', 422, ANALYSIS_MESSAGES.noZoning);
    if (error instanceof AppError && error.code === NOT_COVERED_CODE) throw new AppError(NOT_COVERED_CODE, 422, ANALYSIS_MESSAGES.notCovered);
    throw error;
  }
}

/**
 * A brief without a parcel has no lot to measure: the client must say the user accepted that. A 409 (the place's
 * state conflicts with the request; sent again with the acceptance it goes through), decided before any claim or debit.
 */
function requireLotOrAcceptance(data: SpatialDataAnswer, input: AnalysisInput): void {
  if (data.parcel !== null || input.acceptNoParcel) return;
  if (layerLoaded(data.dataset, 'parcels')) throw new AppError(NO_LOT_CODES.noParcel, 409, ANALYSIS_MESSAGES.noParcel);
  throw new AppError(NO_LOT_CODES.parcelsNotLoaded, 409, ANALYSIS_MESSAGES.parcelsNotLoaded);
}

async function buildAndStore(
  deps: AnalysisDeps,
  userId: string,
  key: string,
  { attempt, reportUuid: id }: { attempt: number; reportUuid: string },
  input: AnalysisInput,
  site: VersionedSite,
  stored: { pdfPath: string | null },
): Promise<{ report: SavedReport; summary: AnalysisAnswer['summary']; announce: () => void }> {
  const reportId = reportIdOf(id);
  // The figure's parcels, streets and zones are what the lot is measured from: one look-up serves both.
  const figure = await site.figure();
  const factsOnly = buildBrief({
    reportId,
    generatedAt: deps.now().toISOString(),
    spatial: site.data,
    sources: site.sources,
    source: input.source,
    surroundings: figure,
    ...(input.address ? { address: input.address } : {}),
  });
  // The model only rewords the rules engine's facts; without it (or when it fails) the brief keeps its own narrative.
  // Nothing else in the brief depends on the narrative, so only that field is swapped in.
  const narrative = await deps.narrative.write(factsOnly).catch(() => null);
  const brief: ZoningBrief = narrative ? { ...factsOnly, narrative: { text: narrative.text, author: 'model', model: narrative.model } } : factsOnly;
  const pdf = await deps.renderPdf(brief, figure);
  stored.pdfPath = await deps.storage.save(userId, reportId, pdf);
  const summary = summariseBrief(brief);
  const saved = await deps.db.transaction(async (tx) => {
    const row = await insertReport(tx, {
      id,
      userId,
      reportId,
      address: brief.property.address,
      zoneCode: site.data.zone.zone_code ?? site.data.zone.base_zone,
      pdfPath: stored.pdfPath,
      sizeBytes: pdf.byteLength,
      idempotencyKey: key,
      point: input.point,
      parcelId: site.data.parcel?.parceli2 ?? null,
    });
    if (!(await finishAnalysis(tx, userId, key, attempt, id, summary))) throw new SupersededAttempt();
    // Queued with the row, so that every replica's streams hear of the report when, and only if, it is committed.
    return { report: row, announce: await deps.events.publishOnCommit(tx, userId, { type: 'INSERT', report: row, id: row.id }) };
  });
  return { ...saved, summary };
}
