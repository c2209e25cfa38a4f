// The Analysis tab (loaded lazily): what a zoning brief for the selected place contains, its cost and the balance,
// and the analysis itself — 'Analyze' → progress → the finished brief, or why not. Where the brief cannot measure a
// lot, 'Analyze' first asks to confirm (no-lot-confirmation.tsx). An analysis left unanswered by an earlier page (a
// reload, a crash) is looked up when the tab comes back to its place: its brief, or its refund.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { AnalysisRequest } from '../../lib/api/reports';
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import { notCoveredAnalysisText } from '../../lib/dataset/zoning-coverage';
import { creditCount } from '../../lib/payments/credit-count';
import { useBrowserOnline } from '../../platform/connection';
import { requestAnalysis, resumeAnalysis, signalReportsChanged, type AnalysisOutcome } from '../../platform/reports';
import { useAuthActions, useSession } from '../../platform/session';
import { Card } from '../../ui/card';
import { AnalysisSignIn, BuyCredits } from './analysis-access';
import { AnalysisProgress, AnalysisSummary } from './analysis-outcome';
import { analysisRuns as defaultRuns, useAnalysisRun, type AnalysisFailure, type AnalysisRuns } from './analysis-runs';
import { BriefPreview } from './brief-preview';
import { analysisAddress, type PlaceLookup, type PlaceOrigin } from './model';
import { NoLotConfirmation, noLotOf, noLotOfFailure, type NoLot } from './no-lot-confirmation';
import { NO_PARCEL_ANALYSIS_TEXT, NoParcelNotice, PARCELS_NOT_LOADED_ANALYSIS_TEXT, PARCELS_NOT_LOADED_TITLE } from './no-parcel-notice';
import './analysis-tab.css';

/** Spec §1: one credit buys one analysis. */
const ANALYSIS_COST = 1;

/** Not in the spec, which is silent on being offline: said before any click, and describing the disabled button. */
export const ANALYSIS_OFFLINE_TEXT = 'You are offline. Generating a brief needs a connection.';

interface AnalysisTabProps {
  lookup: PlaceLookup;
  /** Where runs are kept across the tab's unmounts; tests pass their own. */
  runs?: AnalysisRuns;
}

export function AnalysisTab({ lookup, runs = defaultRuns }: AnalysisTabProps) {
  if (lookup.status === 'ready') {
    return (
      <PlaceAnalysis
        place={lookup}
        address={analysisAddress(lookup, lookup.answer)}
        answer={lookup.answer}
        noLot={noLotOf(lookup.answer)}
        runs={runs}
      />
    );
  }
  let message = 'Select a property on the map to analyse it.';
  if (lookup.status === 'loading') message = 'Looking up this place…';
  if (lookup.status === 'failed') {
    message = lookup.notCovered ? notCoveredAnalysisText(lookup.notCovered.dataset) : `This place cannot be analysed: ${lookup.error.message}`;
  }
  return (
    <div className="place-panel__stack">
      <Card level={3} title="Zoning Analysis">
        <p className="place-panel__empty" role={lookup.status === 'loading' ? 'status' : undefined}>
          {message}
        </p>
      </Card>
    </div>
  );
}

function creditsText(credits: number | null): string {
  if (credits === null) return '...';
  return creditCount(credits);
}

interface PlaceAnalysisProps {
  place: PlaceOrigin;
  /** What the brief is about: the parcel's addresses (see analysisAddress). */
  address: string;
  answer: SpatialDataAnswer;
  /** Why the brief cannot measure a lot here, as the look-up found; null on a parcel. */
  noLot: NoLot | null;
  runs: AnalysisRuns;
}

function PlaceAnalysis({ place, address, answer, noLot, runs }: PlaceAnalysisProps) {
  const { point, source } = place;
  const session = useSession();
  const { refreshCredits } = useAuthActions();
  const accessToken = session.status === 'signed-in' ? session.session.access_token : null;
  // Per user too: someone else signing in on this tab must not see the last user's brief.
  const placeKey = `${session.user?.id ?? ''}|${point[0]},${point[1]}`;
  const run = useAnalysisRun(runs, placeKey);
  const online = useBrowserOnline();
  const offlineNoteId = useId();
  // Offline, the buttons that would ask the server stay in place, disabled and described by why.
  const offlineProps = online ? {} : { disabled: true, 'aria-describedby': offlineNoteId };

  const afterOutcome = useCallback(
    async (outcome: AnalysisOutcome | null) => {
      if (outcome?.ok) signalReportsChanged();
      // After a debit or a refund, or a 402 that says the cached balance was stale, the balance shown must be the server's.
      if (outcome?.ok || outcome?.status === 402 || outcome?.code === 'analysis_failed') await refreshCredits();
    },
    [refreshCredits],
  );

  /** acceptNoParcel: only once the user has confirmed analysing a place where the brief cannot measure a lot. */
  const analyze = useCallback(async (acceptNoParcel: boolean) => {
    if (!accessToken) return;
    const request: AnalysisRequest = { lat: point[1], lng: point[0], source, address, ...(acceptNoParcel ? { accept_no_parcel: true } : {}) };
    await afterOutcome(await runs.start(placeKey, (key) => requestAnalysis(accessToken, request, key)));
  }, [accessToken, point, source, address, runs, placeKey, afterOutcome]);

  const resumable = accessToken !== null && run.status === 'idle' && run.pendingKey !== null;
  useEffect(() => {
    if (!resumable || !accessToken) return;
    void runs.resume(placeKey, (key) => resumeAnalysis(accessToken, key)).then(afterOutcome);
  }, [resumable, accessToken, runs, placeKey, afterOutcome]);

  const failure = run.status === 'failed' ? run.failure : null;
  const outOfCredits = session.status === 'signed-in' && session.credits !== null && session.credits < ANALYSIS_COST;
  const canAnalyze = run.status === 'idle' || (run.status === 'failed' && failure?.status !== 422);

  // Where the brief cannot measure a lot, Analyze asks first, and only Analyze anyway sends the request. The server's
  // 409 (it found no lot where the look-up had one) asks at once, until Cancel. Kept per place: a new place asks anew.
  const [confirmAt, setConfirmAt] = useState<string | null>(null);
  const [acceptedAt, setAcceptedAt] = useState<string | null>(null);
  const [cancelledFailure, setCancelledFailure] = useState<AnalysisFailure | null>(null);
  const serverNoLot = noLotOfFailure(failure);
  const askNoLot = noLot ?? serverNoLot;
  const confirming = askNoLot !== null && (confirmAt === placeKey || (serverNoLot !== null && failure !== cancelledFailure));
  const analyzeButton = useRef<HTMLButtonElement>(null);
  const refocusAnalyze = useRef(false);
  // Cancel removes the buttons that had focus: it goes back to Analyze.
  useLayoutEffect(() => {
    if (confirming || !refocusAnalyze.current) return;
    refocusAnalyze.current = false;
    analyzeButton.current?.focus();
  }, [confirming]);
  const onAnalyze = () => (askNoLot ? setConfirmAt(placeKey) : void analyze(false));
  const onConfirm = () => {
    setConfirmAt(null);
    setAcceptedAt(placeKey);
    void analyze(true);
  };
  const onCancel = () => {
    refocusAnalyze.current = true;
    setConfirmAt(null);
    setCancelledFailure(failure);
  };
  // Try Again repeats what was sent: at a place with no lot, that was confirmed.
  const retry = () => void analyze(noLot !== null || acceptedAt === placeKey);

  return (
    <div className="place-panel__stack">
      <Card level={3} title="Zoning Analysis">
        <p className="analysis__place">
          {address || 'Selected location'} · Zone <strong>{answer.zone.zone_code ?? answer.zone.base_zone}</strong>
        </p>
        {noLot === 'no-parcel' ? <NoParcelNotice text={NO_PARCEL_ANALYSIS_TEXT} /> : null}
        {noLot === 'parcels-not-loaded' ? <NoParcelNotice title={PARCELS_NOT_LOADED_TITLE} text={PARCELS_NOT_LOADED_ANALYSIS_TEXT} /> : null}
        {online ? null : (
          <p id={offlineNoteId} className="notice notice--warning">
            {ANALYSIS_OFFLINE_TEXT}
          </p>
        )}
        <p>A Type D Informational Zoning Brief for this property will contain:</p>
        <BriefPreview answer={answer} />
        <p className="analysis__cost">
          Cost: <strong>{ANALYSIS_COST} credit</strong>
          {session.status === 'signed-in' ? (
            <>
              {' '}
              · Your balance: <strong>{creditsText(session.credits)}</strong>
            </>
          ) : null}
        </p>
        <p className="hint">Informational only, not legal advice.</p>

        {session.status === 'signed-out' ? <AnalysisSignIn place={place} /> : null}
        {session.status === 'loading' ? <p role="status">Checking your account…</p> : null}

        {accessToken && (run.status === 'running' || run.status === 'done') ? <AnalysisProgress finished={run.status === 'done'} /> : null}
        {accessToken && run.status === 'done' ? <AnalysisSummary answer={run.answer} accessToken={accessToken} /> : null}

        {failure && !serverNoLot ? (
          <p className="notice notice--error analysis__error" role="alert">
            {failure.message}
          </p>
        ) : null}

        {accessToken && failure?.retryable ? (
          <button type="button" className="button button--primary button--block" {...offlineProps} onClick={retry}>
            Try Again
          </button>
        ) : null}

        {accessToken && canAnalyze && !failure?.retryable ? (
          outOfCredits || failure?.status === 402 ? (
            <>
              <p>You need {ANALYSIS_COST} credit to analyze this property.</p>
              <BuyCredits place={place} />
            </>
          ) : confirming && askNoLot ? (
            <NoLotConfirmation noLot={askNoLot} cost={ANALYSIS_COST} offlineNoteId={online ? null : offlineNoteId} onConfirm={onConfirm} onCancel={onCancel} />
          ) : (
            <button ref={analyzeButton} type="button" className="button button--primary button--block" {...offlineProps} onClick={onAnalyze}>
              Analyze ({ANALYSIS_COST} credit)
            </button>
          )
        ) : null}
      </Card>
    </div>
  );
}
