// Spec §4: a purchase started while signed out is finished on /pricing once the buyer has signed in.
import { useEffect, useRef, useState } from 'react';
import { clearPendingPurchase, readPendingPurchase } from '../../platform/pending-purchase';
import { useSession } from '../../platform/session';
import { usePurchase, type PurchaseState } from '../../ui/purchase-button';
import type { ProductsState } from '../../ui/use-products';

/**
 * 'resuming' while the kept purchase goes to checkout (the page shows that instead of the cards), 'failed' with
 * the message when it could not (the page shows it above the cards for 5 s; null after), else 'none'.
 */
export type ResumeState = { status: 'none' } | { status: 'resuming' } | { status: 'failed'; message: string | null };

function resumeState(pending: boolean, signedOut: boolean, purchase: PurchaseState): ResumeState {
  if (purchase.status === 'failed') return { status: 'failed', message: purchase.message };
  // From landing (the session may still be loading) until checkout answers: no cards flash up in between.
  return pending && !signedOut ? { status: 'resuming' } : { status: 'none' };
}

export function useResumePurchase(products: ProductsState): ResumeState {
  const session = useSession();
  const { state, buy } = usePurchase();
  // Read once on arrival: the purchase is cleared as soon as it is resumed, so a reload does not buy twice.
  const [pending] = useState(readPendingPurchase);
  const started = useRef(false);
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!pending || !signedIn || started.current || products.status === 'loading') return;
    started.current = true;
    clearPendingPurchase();
    const product = products.status === 'ready' ? (products.products.find((p) => p.id === pending.productId) ?? null) : null;
    void buy(product);
  }, [pending, signedIn, products, buy]);

  return resumeState(pending !== null, session.status === 'signed-out', state);
}
