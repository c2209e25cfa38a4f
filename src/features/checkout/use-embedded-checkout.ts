// Loads what the embedded checkout page shows; the page keys its view by the checkout id, so one id per mount.
import { useEffect, useState } from 'react';
import type { EmbeddedCheckoutSummary } from '../../lib/api/payments';
import { loadEmbeddedCheckout } from '../../platform/checkout';

export type EmbeddedCheckoutState =
  | { status: 'loading' }
  | { status: 'loaded'; summary: EmbeddedCheckoutSummary }
  | { status: 'failed'; reason: 'not-found' | 'sign-in' | 'failed'; message: string };

export function useEmbeddedCheckout(checkoutId: string, accessToken: string): EmbeddedCheckoutState {
  const [state, setState] = useState<EmbeddedCheckoutState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    void loadEmbeddedCheckout(accessToken, checkoutId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { status: 'loaded', summary: result.summary } : { status: 'failed', reason: result.reason, message: result.message });
    });
    return () => controller.abort();
  }, [checkoutId, accessToken]);

  return state;
}
