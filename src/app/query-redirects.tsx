// Query strings that send the user somewhere (spec §2): ?showLogin=true and the return from checkout
// (?session_id=…&open_account=true), which returns a buyer to the map place they were analysing.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readCachedCredits } from '../platform/credits-cache';
import { readReturnPlace } from '../platform/return-place';
import { useAuthActions, useSession } from '../platform/session';

/**
 * Waits between the balance reloads after a return from checkout: Stripe may deliver the webhook after it sends
 * the buyer back, so the balance is asked for again (five tries over about 10 s) until it moves.
 */
export const CHECKOUT_REFRESH_DELAYS_MS = Object.freeze([1_000, 2_000, 3_000, 4_000]);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reloads the balance until it differs from `before` or the tries run out. refreshCredits writes the credits
 * cache before it updates the session, so the cache is where the new balance can be read at once; a cache
 * emptied (logout, another user) ends the retries too.
 */
async function refreshUntilBalanceMoves(refreshCredits: () => Promise<void>, userId: string, before: number | null, active: () => boolean) {
  const moved = () => {
    const now = readCachedCredits(userId);
    return now === null || now !== before;
  };
  await refreshCredits();
  for (const delayMs of CHECKOUT_REFRESH_DELAYS_MS) {
    if (!active() || moved()) return;
    await wait(delayMs);
    if (!active()) return;
    await refreshCredits();
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
        // The balance from before the purchase, as last cached (this runs before the provider's own first reload).
        void refreshUntilBalanceMoves(refreshCredits, userId, readCachedCredits(userId), () => mounted.current);
      }
      void navigate(readReturnPlace() ? '/map' : '/account/overview', { replace: true });
    }
  }, [status, userId, pathname, search, navigate, refreshCredits]);

  return null;
}
