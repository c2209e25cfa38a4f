// The Analysis tab after 'Analyze': the steps while the request runs, then the finished brief's summary.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AnalysisAnswer } from '../../lib/api/reports';
import { downloadReportPdf } from '../../platform/reports';

/** What the server does in the one request; the client only sees its start and its end, and shows no more than that. */
export const ANALYSIS_STEPS = ['Checking your credits', 'Reading the zoning', 'Writing the brief', 'Saving the PDF'] as const;

export function AnalysisProgress({ finished }: { finished: boolean }) {
  return (
    <div className="analysis__progress" role="status">
      <p className="analysis__progress-title">{finished ? 'Your brief is ready.' : 'Analyzing this property…'}</p>
      <ol className="analysis__steps">
        {ANALYSIS_STEPS.map((step, index) => {
          const state = finished ? 'Done' : index === 0 ? 'In progress' : 'Waiting';
          return (
            <li key={step} className={`analysis__step analysis__step--${state === 'In progress' ? 'current' : state.toLowerCase()}`}>
              <span className="analysis__step-mark" aria-hidden="true">
                {state === 'Done' ? '✓' : state === 'In progress' ? '…' : '○'}
              </span>
              {step} <span className="analysis__step-state">({state})</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

// A Map: the author's name comes from the server, and 'constructor' must not find Object.prototype's.
const NARRATIVE_BY: ReadonlyMap<string, string> = new Map([
  ['rules-engine', 'Written by the ZoneBrief rules engine from the by-law data.'],
  ['model', 'The narrative was written by a language model; every figure comes from the rules engine.'],
]);

export function AnalysisSummary({ answer, accessToken }: { answer: AnalysisAnswer; accessToken: string }) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { report, summary } = answer;

  const download = async () => {
    setDownloading(true);
    setError(null);
    setError(await downloadReportPdf(accessToken, report));
    setDownloading(false);
  };

  return (
    <section className="analysis__summary" aria-labelledby="analysis-summary-title">
      <h4 id="analysis-summary-title" className="analysis__summary-title">
        Report {report.report_id}
      </h4>
      <p className="analysis__headline">{summary.headline}</p>
      <p className="analysis__zone">
        {summary.zone_label} · {summary.zone_name}
      </p>
      {summary.sections.length > 0 ? (
        <>
          <p className="analysis__sections-title">The brief's sections:</p>
          <ul className="analysis__sections">
            {summary.sections.map((section) => (
              <li key={section}>{section}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="hint">{NARRATIVE_BY.get(summary.narrative_by) ?? NARRATIVE_BY.get('rules-engine')}</p>
      <p className="hint">
        Credits left: {answer.credits_balance}. Informational only, not legal advice.
      </p>
      <div className="analysis__actions">
        <button type="button" className="button button--primary button--block" disabled={downloading} aria-busy={downloading || undefined} onClick={() => void download()}>
          {downloading ? 'Preparing...' : 'Download PDF'}
        </button>
        <Link className="button button--secondary button--block" to="/account/reports">
          View My Reports
        </Link>
      </div>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
