// The purchase of spec §4: idle → 'Processing...' → off to checkout, or the error and back to idle; a signed-out
// buyer's choice is kept for after sign-in. Shared by /pricing and /account/pricing.
import { useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHECKOUT_MESSAGES, startCheckout, type Product } from '../platform/checkout';
import { useBrowserOnline } from '../platform/connection';
import { analyticsEvents, track } from '../platform/analytics';
import { savePendingPurchase } from '../platform/pending-purchase';
import { noteCheckoutStarted } from '../platform/purchase-conversion';
import { useSession } from '../platform/session';
import { EnterpriseOffer, SingleReportOffer } from './offer-cards';
import { useErrorBanner } from './use-error-banner';
import type { ProductsState } from './use-products';
import './offer-cards.css';

/** Not in the spec, which is silent on being offline: why Buy Now cannot be pressed, and what the prices shown are. */
export const OFFLINE_PURCHASE_MESSAGES = Object.freeze({
  buyingNeedsConnection: 'Buying needs a connection.',
  pricesOffline: 'You are offline. These are the prices last loaded; buying needs a connection.',
  /** Offline with no prices kept (never loaded online): the published offer shows. */
  offline: 'You are offline. Buying needs a connection.',
});

export type PurchaseState =
  | { status: 'idle' }
  | { status: 'processing'; productId: string }
  /** message is null once its 5 s banner has gone (spec §4, §9); the button is ready again either way. */
  | { status: 'failed'; message: string | null };

/** The state without the message, which the error banner holds. */
type PurchaseStep = Exclude<PurchaseState, { status: 'failed' }> | { status: 'failed' };

export interface Purchase {
  state: PurchaseState;
  /** Starts the checkout of `product` (null when there is none to buy, which only explains why). */
  buy(product: Product | null): Promise<void>;
}

export function usePurchase(): Purchase {
  const session = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<PurchaseStep>({ status: 'idle' });
  const [message, showMessage] = useErrorBanner();
  const accessToken = session.status === 'signed-in' ? session.session.access_token : null;
  const status = session.status;

  const buy = useCallback(
    async (product: Product | null) => {
      const failed = (text: string) => {
        setState({ status: 'failed' });
        showMessage(text);
      };
      if (!product) return failed(CHECKOUT_MESSAGES.productUnavailable);
      if (status === 'loading') return;
      if (!accessToken) {
        // Spec §4: kept in session storage; after sign-in the buyer comes back to /pricing to finish.
        savePendingPurchase(product.id);
        void navigate('/login', { state: { from: '/pricing' } });
        return;
      }
      setState({ status: 'processing', productId: product.id });
      track(analyticsEvents.beginCheckout(product));
      noteCheckoutStarted(product);
      const result = await startCheckout(accessToken, { productId: product.id, priceId: product.stripe_price_id });
      if (result.ok) {
        // The page is leaving for checkout: the button stays 'Processing...' until it has gone.
        window.location.assign(result.url);
        return;
      }
      failed(result.message);
    },
    [accessToken, status, navigate, showMessage],
  );

  return { state: state.status === 'failed' ? { status: 'failed', message } : state, buy };
}

interface PurchaseButtonProps {
  /** null when the products could not be loaded: the button then says why it cannot buy. */
  product: Product | null;
  /** 'Buy Now' on /pricing, 'Purchase' on /account/pricing. */
  label?: string;
}

export function PurchaseButton({ product, label = 'Buy Now' }: PurchaseButtonProps) {
  const { state, buy } = usePurchase();
  const { status } = useSession();
  const online = useBrowserOnline();
  const noteId = useId();
  const processing = state.status === 'processing';

  if (!product) {
    return (
      <div className="purchase">
        <button type="button" className="button button--primary button--block" aria-disabled="true" aria-describedby={noteId}>
          {label}
        </button>
        <p id={noteId} className="purchase__note">
          {CHECKOUT_MESSAGES.productUnavailable}
        </p>
      </div>
    );
  }

  return (
    <div className="purchase">
      <button
        type="button"
        className="button button--primary button--block"
        // Until the session is known a click could not tell signing in from buying; offline, checkout cannot start.
        disabled={processing || status === 'loading' || !online}
        aria-busy={processing || undefined}
        aria-describedby={online ? undefined : noteId}
        onClick={() => void buy(product)}
      >
        {processing ? 'Processing...' : label}
      </button>
      {online ? null : (
        <p id={noteId} className="purchase__note">
          {OFFLINE_PURCHASE_MESSAGES.buyingNeedsConnection}
        </p>
      )}
      {state.status === 'failed' && state.message ? (
        <p className="notice notice--error purchase__error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

interface ProductOffersProps {
  products: ProductsState;
  label?: string;
}

/** The pricing pages' offers: 'Loading pricing information...', then a card per product (the published one if none). */
export function ProductOffers({ products, label }: ProductOffersProps) {
  const online = useBrowserOnline();
  if (products.status === 'loading') {
    return (
      <p className="page-loading" role="status">
        Loading pricing information...
      </p>
    );
  }
  const offers: (Product | null)[] = products.status === 'ready' ? products.products : [null];
  return (
    <>
      {products.status === 'failed' && products.error ? (
        <p className="notice notice--error" role="alert">
          {products.error}
        </p>
      ) : null}
      {online ? null : (
        <p className="notice notice--warning">
          {products.status === 'ready' ? OFFLINE_PURCHASE_MESSAGES.pricesOffline : OFFLINE_PURCHASE_MESSAGES.offline}
        </p>
      )}
      <h2 className="sr-only">Plans</h2>
      <div className="offers">
        {offers.map((product) => (
          <SingleReportOffer
            key={product?.id ?? 'published'}
            priceCad={product?.price_cad}
            credits={product?.credits}
            // The fallback card (no product) keeps the published note; a product says its own, or none when null.
            note={product ? product.note : undefined}
            action={<PurchaseButton product={product} label={label} />}
          />
        ))}
        <EnterpriseOffer source="pricing" />
      </div>
    </>
  );
}
