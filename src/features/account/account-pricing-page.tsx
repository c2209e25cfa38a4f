// /account/pricing: the balance, and the offers with their Purchase buttons for a signed-in user.
import { creditCount } from '../../lib/payments/credit-count';
import { analyticsEvents, useTrackView } from '../../platform/analytics';
import { ProductOffers } from '../../ui/purchase-button';
import { useProducts } from '../../ui/use-products';
import { AccountLayout } from './account-layout';

function AccountOffers() {
  // Loaded only once the layout shows the signed-in page, not for the sign-in prompt.
  const products = useProducts();
  useTrackView(analyticsEvents.pricingView);
  return <ProductOffers products={products} label="Purchase" />;
}

export function AccountPricingPage() {
  return (
    <AccountLayout title="Plans & Pricing" purpose="purchase credits">
      {(_user, credits) => (
        <>
          <p className="page__lead">
            You have {credits === null ? '... credits' : creditCount(credits)}. One credit buys one analysis, and credits never expire.
          </p>
          <AccountOffers />
          <p className="hint">Prices in Canadian dollars. Payments are handled by our card payment provider.</p>
        </>
      )}
    </AccountLayout>
  );
}
