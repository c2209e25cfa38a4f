// The account overview's word on a purchase just made (spec §2 "return from checkout"): that it succeeded and how
// many credits arrived, asked of the server until the webhook has credited the checkout.
import { useEffect, useState } from 'react';
import { creditCount } from '../../lib/payments/credit-count';
import { fetchCheckoutOutcome } from '../../platform/checkout';
import { useAuthActions } from '../../platform/session';

/**
 * Waits before each further question: Stripe may deliver the webhook after it has sent the buyer back, so the
 * outcome is asked at once and then again over about 10 s (the embedded checkout credits before it redirects).
 */
export const PURCHASE_CHECK_DELAYS_MS = Object.freeze([1_000, 2_000, 3_000, 4_000]);

type PurchaseState = { status: 'checking' } | { status: 'credited'; credits: number } | { status: 'pending' };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

async function followCheckout(accessToken: string, checkoutId: string, signal: AbortSignal): Promise<PurchaseState> {
  for (const delayMs of [0, ...PURCHASE_CHECK_DELAYS_MS]) {
    if (delayMs > 0) await wait(delayMs, signal);
    if (signal.aborted) return { status: 'pending' };
    const outcome = await fetchCheckoutOutcome(accessToken, checkoutId, signal);
    if (outcome?.status === 'credited') return outcome;
  }
  return { status: 'pending' };
}

export function PurchaseNotice({ checkoutId, accessToken }: { checkoutId: string; accessToken: string }) {
  const { refreshCredits } = useAuthActions();
  const [state, setState] = useState<PurchaseState>({ status: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    void followCheckout(accessToken, checkoutId, controller.signal).then((next) => {
      if (controller.signal.aborted) return;
      setState(next);
      // The balance on the page then shows the credits the notice speaks of.
      if (next.status === 'credited') void refreshCredits();
    });
    return () => controller.abort();
    // One follow-up per checkout; a refreshed token must not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkoutId]);

  return (
    <div role="status" aria-live="polite">
      {state.status === 'credited' ? (
        <p className="notice notice--success">
          Payment successful! {creditCount(state.credits)} {state.credits === 1 ? 'was' : 'were'} added to your account.
        </p>
      ) : state.status === 'pending' ? (
        <p className="notice notice--info">Payment received. Your credits will appear here in a moment: reload the page if they have not.</p>
      ) : (
        <p className="notice notice--info">Payment received. Adding your credits…</p>
      )}
    </div>
  );
}
