// The products for sale (spec §7), for the pricing pages: on failure the published offer stays, the error
// shows for 5 seconds (spec §4, §9) and the cause goes to the console only (spec §8).
import { useEffect, useMemo, useState } from 'react';
import { CHECKOUT_MESSAGES, fetchProducts, type Product } from '../platform/checkout';
import { isBrowserOnline, subscribeToConnection } from '../platform/connection';
import { useErrorBanner } from './use-error-banner';

export type ProductsState =
  | { status: 'loading' }
  | { status: 'ready'; products: Product[] }
  /** error is null once the 5 s banner has gone; the page keeps its fallback. */
  | { status: 'failed'; error: string | null };

export function useProducts(): ProductsState {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'ready'; products: Product[] } | { status: 'failed' }>({ status: 'loading' });
  const [error, showError] = useErrorBanner();
  // Each return of the connection after a failed load asks again, so prices that could not load offline come in.
  const [attempt, setAttempt] = useState(0);
  const failed = state.status === 'failed';

  useEffect(() => {
    if (!failed) return;
    return subscribeToConnection(() => {
      if (isBrowserOnline()) setAttempt((count) => count + 1);
    });
  }, [failed]);

  useEffect(() => {
    const controller = new AbortController();
    void fetchProducts(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && result.data.length > 0) return setState({ status: 'ready', products: result.data });
      console.error('Failed to load products', result.ok ? 'no products are for sale' : result.error.message);
      setState({ status: 'failed' });
      showError(CHECKOUT_MESSAGES.pricingFailed);
    });
    return () => controller.abort();
  }, [showError, attempt]);

  return useMemo(() => (state.status === 'failed' ? { status: 'failed', error } : state), [state, error]);
}
