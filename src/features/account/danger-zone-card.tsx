// The settings page's danger zone (spec §4, §5): the typed confirmation, then the deletion progress and success view.
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { DELETE_CONFIRMATION_MESSAGE, DELETE_CONFIRMATION_TEXT, isDeleteConfirmed } from '../../lib/validation/delete-confirmation';
import { Card } from '../../ui/card';
import { TextField } from '../../ui/text-field';
import { DELETION_STEPS, type DeletionState } from './account-deletion';

interface DangerZoneCardProps {
  /** Why the last attempt failed, if it did. */
  error: string | null;
  onConfirm: () => void;
}

export function DangerZoneCard({ error, onConfirm }: DangerZoneCardProps) {
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDeleteConfirmed(typed)) {
      setTypedError(DELETE_CONFIRMATION_MESSAGE);
      return;
    }
    setTypedError(null);
    onConfirm();
  };

  return (
    <Card title="Danger Zone" className="account__danger">
      <p>Deleting your account removes your credits, saved reports and report files. This cannot be undone.</p>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={`Type "${DELETE_CONFIRMATION_TEXT}" to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          error={typedError}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div>
          <button type="submit" className="button button--danger">
            Delete Account
          </button>
        </div>
      </form>
    </Card>
  );
}

type StepStatus = 'done' | 'current' | 'waiting';

const STEP_MARKS: Record<StepStatus, { mark: string; words: string }> = {
  done: { mark: '✓', words: 'done' },
  current: { mark: '…', words: 'in progress' },
  waiting: { mark: '○', words: 'waiting' },
};

function currentStepIndex(state: Exclude<DeletionState, { phase: 'idle' }>): number {
  if (state.phase === 'deleted') return DELETION_STEPS.length - 1;
  return DELETION_STEPS.findIndex((step) => step.id === state.step);
}

/** Shown instead of the settings while deleting and after: it must outlive the session it is ending. */
export function DeletionProgressCard({ state }: { state: Exclude<DeletionState, { phase: 'idle' }> }) {
  const focusTarget = useRef<HTMLDivElement>(null);
  // The form that had focus is gone; bring focus here so keyboard and screen-reader users follow.
  useLayoutEffect(() => {
    focusTarget.current?.focus();
  }, []);

  const index = currentStepIndex(state);
  const current = DELETION_STEPS[index] ?? DELETION_STEPS[0];
  const deleted = state.phase === 'deleted';
  const stepStatus = (i: number): StepStatus => (i < index || deleted ? 'done' : i === index ? 'current' : 'waiting');

  return (
    <div ref={focusTarget} tabIndex={-1} className="account__focus-target">
      <Card title={deleted ? 'Account Deleted' : 'Deleting Your Account'} className="account__danger">
        <div
          className="deletion-progress"
          role="progressbar"
          aria-label="Account deletion progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={current.percent}
          aria-valuetext={`${current.label} (${current.percent}%)`}
        >
          <div className="deletion-progress__fill" style={{ width: `${current.percent}%` }} />
        </div>
        <ol className="deletion-steps">
          {DELETION_STEPS.map((step, i) => {
            const status = stepStatus(i);
            return (
              <li key={step.id} className={`deletion-steps__step deletion-steps__step--${status}`}>
                <span className="deletion-steps__mark" aria-hidden="true">
                  {STEP_MARKS[status].mark}
                </span>
                <span>
                  {step.label} <span className="sr-only">({STEP_MARKS[status].words})</span>
                </span>
              </li>
            );
          })}
        </ol>
        <div role="status">
          {deleted ? (
            <>
              <p className="notice notice--success">Your account has been deleted.</p>
              <p>Removed:</p>
              <ul>
                <li>{state.removed.reports} reports</li>
                <li>{state.removed.report_files} report files</li>
                <li>{state.removed.sessions} sessions</li>
              </ul>
              <p>Signing you out and returning to the home page...</p>
            </>
          ) : (
            <p className="hint">{current.label}...</p>
          )}
        </div>
      </Card>
    </div>
  );
}
