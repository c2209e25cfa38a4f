// Query strings that send the user somewhere (spec §2): ?showLogin=true and the return from checkout
// (?session_id=…&open_account=true), which returns a buyer to the map place they were analysing.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paidCheckoutState } from '../lib/payments/paid-checkout';
import { readReturnPlace } from '../platform/return-place';
import { useAuthActions, useSession } from '../platform/session';

/**
 * Waits between the balance reloads after a return from checkout: Stripe may deliver the webhook after it sends
 * the buyer back, so the balance is asked for again until it moves: five tries over about 10 s, the first being the
 * session provider's own reload of a signed-in user.
 */
export const CHECKOUT_REFRESH_DELAYS_MS = Object.freeze([1_000, 2_000, 3_000, 4_000]);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reloads the balance until it differs from `before` or the tries run out. The first try is the provider's own
 * reload, so this only waits and then looks at the balance shown (which that reload, a retry's, or a sign-out moves)
 * before asking again.
 */
async function refreshUntilBalanceMoves(
  refreshCredits: () => Promise<number | null>,
  before: number | null,
  shown: () => number | null,
  active: () => boolean,
) {
  for (const delayMs of CHECKOUT_REFRESH_DELAYS_MS) {
    await wait(delayMs);
    if (!active() || shown() !== before) return;
    const balance = await refreshCredits();
    if (balance !== null && balance !== before) return;
  }
}

export function QueryRedirects() {
  const session = useSession();
  const { status } = session;
  const userId = session.user?.id ?? null;
  const { refreshCredits } = useAuthActions();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The checkout return already followed (its session_id): StrictMode and re-renders must not start it twice.
  const followedCheckout = useRef<string | null>(null);
  const mounted = useRef(true);
  const shownCredits = useRef(session.credits);

  useLayoutEffect(() => {
    shownCredits.current = session.credits;
  }, [session.credits]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status === 'loading') return;
    const params = new URLSearchParams(search);
    if (params.get('showLogin') === 'true') {
      params.delete('showLogin');
      const rest = params.toString();
      // A signed-out visitor goes to /login; either way the query is stripped.
      if (status === 'signed-out' && pathname !== '/login') {
        void navigate('/login', { replace: true, state: { from: `${pathname}${rest ? `?${rest}` : ''}` } });
      } else {
        void navigate({ pathname, search: rest }, { replace: true });
      }
      return;
    }
    const checkoutId = params.get('session_id');
    if (checkoutId !== null && params.get('open_account') === 'true' && status === 'signed-in' && userId) {
      // Back from checkout: the balance has changed, or soon will. A buyer who left the map's Analysis tab to buy
      // goes back to that place (the map restores it); anyone else to the account overview (spec §2).
      if (followedCheckout.current !== checkoutId) {
        followedCheckout.current = checkoutId;
        // Checkout sends the buyer back only once paid: the conversion (spec §3), once per checkout.
        // Loaded here, so the products' client it may ask stays out of every page's first script. A chunk that
        // cannot load (the network went) loses one analytics event, nothing the buyer sees.
        void import('../platform/purchase-conversion')
          .then(({ reportPurchaseConversion }) => reportPurchaseConversion(checkoutId))
          .catch(() => undefined);
        // The balance from before the purchase, as last cached (the provider's own first reload has not answered yet).
        void refreshUntilBalanceMoves(refreshCredits, shownCredits.current, () => shownCredits.current, () => mounted.current);
      }
      // The overview is told which checkout was paid, so it can say how many credits it added.
      if (readReturnPlace()) void navigate('/map', { replace: true });
      else void navigate('/account/overview', { replace: true, state: paidCheckoutState(checkoutId) });
    }
  }, [status, userId, pathname, search, navigate, refreshCredits]);

  return null;
}
