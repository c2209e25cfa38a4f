// /pricing: 'Loading pricing information...' then the products; the published offer if they cannot be loaded.
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../platform/session';
import { EnterpriseOffer, SingleReportOffer } from '../../ui/offer-cards';
import { Page } from '../../ui/page';
import type { Product } from './api';
import { useProducts } from './use-products';

/** Spec §4: a signed-out buyer's choice is kept for after sign-in. */
const PENDING_PURCHASE_KEY = 'zonebrief.pendingPurchase';

function BuyButton({ product }: { product: Product | null }) {
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'signed-in') {
    return (
      <Link className="button button--primary button--block" to="/account/pricing">
        Buy Credits
      </Link>
    );
  }
  const remember = () => {
    sessionStorage.setItem(PENDING_PURCHASE_KEY, JSON.stringify({ productId: product?.id ?? 'single_report', at: Date.now() }));
    void navigate('/login?mode=signup');
  };
  return (
    <button type="button" className="button button--primary button--block" onClick={remember}>
      Sign Up to Buy
    </button>
  );
}

export function PricingPage() {
  const state = useProducts();
  const products = state.status === 'ready' ? state.products : [];
  const offers: (Product | null)[] = products.length > 0 ? products : [null];

  return (
    <Page
      title="Pricing"
      lead="Pay per report. One credit buys one analysis, credits never expire, and there are no subscriptions."
      width="wide"
    >
      {state.status === 'loading' ? (
        <p className="page-loading" role="status">
          Loading pricing information...
        </p>
      ) : (
        <>
          {state.status === 'failed' && state.error ? (
            <p className="notice notice--error" role="alert">
              {state.error}
            </p>
          ) : null}
          <h2 className="sr-only">Plans</h2>
          <div className="offers">
            {offers.map((product) => (
              <SingleReportOffer
                key={product?.id ?? 'published'}
                priceCad={product?.price_cad}
                credits={product?.credits}
                action={<BuyButton product={product} />}
              />
            ))}
            <EnterpriseOffer />
          </div>
          <p className="hint">Prices in Canadian dollars. Payments are handled by our card payment provider.</p>
        </>
      )}
    </Page>
  );
}
