// Account deletion (spec §4): verify a fresh session, have the server delete everything, show honest progress,
// then — 2 s after success — sign out globally, clear browser storage and go home.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DeletedAccountAnswer } from '../../lib/api/auth';
import { sendJson, type ApiError } from '../../platform/api-client';
import { useAuthActions } from '../../platform/session';

export const DELETION_STEPS = [
  { id: 'verify', percent: 10, label: 'Verifying authentication' },
  { id: 'cancel-subscriptions', percent: 25, label: 'Cancelling subscriptions' },
  { id: 'remove-data', percent: 50, label: 'Removing your data' },
  { id: 'delete-files', percent: 75, label: 'Deleting files' },
  { id: 'finalize', percent: 90, label: 'Finalizing' },
  { id: 'done', percent: 100, label: 'Done' },
] as const;

export type DeletionStepId = (typeof DELETION_STEPS)[number]['id'];

export type DeletionState =
  | { phase: 'idle'; error: string | null }
  | { phase: 'running'; step: DeletionStepId }
  | { phase: 'deleted'; removed: DeletedAccountAnswer['removed'] };

export const DELETE_REDIRECT_MS = 2_000;
/** How long each of the server's finished steps (data, files, sign-in account) stays on screen before the next. */
export const DELETION_STEP_PAUSE_MS = 400;
export const UNABLE_TO_VERIFY_MESSAGE = 'Unable to verify authentication. Please sign in again.';
/** The server removes rows and files in one call; give it longer than an ordinary request. */
const DELETE_TIMEOUT_MS = 60_000;

/** Spec §8: 'Failed to delete account' with the status and the body text. */
export function deletionFailureMessage(status: number, error: ApiError): string {
  const detail = error.rawText?.trim() || error.message;
  return status > 0 ? `Failed to delete account (${status}): ${detail}` : `Failed to delete account: ${detail}`;
}

export function useAccountDeletion(): { state: DeletionState; start: () => Promise<void> } {
  const { gateway, signOut } = useAuthActions();
  const navigate = useNavigate();
  const [state, setState] = useState<DeletionState>({ phase: 'idle', error: null });
  // The provider re-renders when the session ends; refs keep the 2 s timer from restarting on each new identity.
  const leave = useRef({ signOut, navigate });
  useLayoutEffect(() => {
    leave.current = { signOut, navigate };
  }, [signOut, navigate]);

  const start = useCallback(async () => {
    const fail = (error: string) => setState({ phase: 'idle', error });
    const reach = (step: DeletionStepId) => setState({ phase: 'running', step });

    reach('verify');
    // A fresh session, not the one in memory: the token must still be good when the server checks it.
    const fresh = gateway ? await gateway.getSession() : null;
    const accessToken = fresh?.data?.access_token;
    if (!accessToken) return fail(UNABLE_TO_VERIFY_MESSAGE);

    // Purchases are one-time credits, so there is no subscription to cancel; the step stays for the spec's sequence.
    reach('cancel-subscriptions');
    const answer = await sendJson<DeletedAccountAnswer>('DELETE', '/api/delete-account', { accessToken, timeoutMs: DELETE_TIMEOUT_MS });
    if (!answer.ok) return fail(deletionFailureMessage(answer.status, answer.error));
    const removed = answer.data?.removed;
    if (!answer.data?.deleted || !removed) {
      return fail(deletionFailureMessage(answer.status, { code: 'unexpected_answer', message: 'The server did not confirm the deletion.' }));
    }
    // One call did all three; each is shown in turn so the user sees what was removed, not a jump to 100 %.
    for (const step of ['remove-data', 'delete-files', 'finalize'] as const) {
      reach(step);
      await new Promise((resolve) => setTimeout(resolve, DELETION_STEP_PAUSE_MS));
    }
    setState({ phase: 'deleted', removed });
  }, [gateway]);

  useEffect(() => {
    if (state.phase !== 'deleted') return;
    const timer = setTimeout(() => {
      // Sign out while the session is still stored (a sign-out without one sends nothing), then clear storage.
      // The server has already removed the user, so a failing global sign-out changes nothing: go home anyway.
      void leave.current
        .signOut('global')
        .catch(() => null)
        .then(() => {
          localStorage.clear();
          sessionStorage.clear();
          return leave.current.navigate('/', { replace: true });
        });
    }, DELETE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.phase]);

  return { state, start };
}
