// /pricing: 'Loading pricing information...' then the products with their Buy Now buttons; the published offer if
// they cannot be loaded; and the purchase a signed-out buyer started, resumed once they have signed in.
import { analyticsEvents, useTrackView } from '../../platform/analytics';
import { DataInUseSlot } from '../../ui/data-in-use-line';
import { Page } from '../../ui/page';
import { ProductOffers } from '../../ui/purchase-button';
import { useProducts } from '../../ui/use-products';
import { useResumePurchase } from './use-resume-purchase';
import './pricing.css';

function ResumingPurchase() {
  return (
    <div className="page-loading" role="status" aria-busy="true">
      <p>
        <strong>Processing...</strong>
      </p>
      <p>Taking you to checkout to finish the purchase you started before signing in.</p>
    </div>
  );
}

export function PricingPage() {
  const products = useProducts();
  const resume = useResumePurchase(products);
  useTrackView(analyticsEvents.pricingView);

  return (
    <Page
      title="Pricing"
      lead="Pay per report. One credit buys one analysis, credits never expire, and there are no subscriptions."
      width="wide"
    >
      {resume.status === 'resuming' ? (
        <ResumingPurchase />
      ) : (
        <>
          {resume.status === 'failed' && resume.message ? (
            <p className="notice notice--error" role="alert">
              {resume.message}
            </p>
          ) : null}
          <DataInUseSlot place="pricing" slotClassName="pricing__data-slot" className="hint" />
          <ProductOffers products={products} />
          {products.status === 'loading' ? null : (
            <p className="hint">Prices in Canadian dollars. Payments are handled by our card payment provider.</p>
          )}
        </>
      )}
    </Page>
  );
}
