// The two ways into an analysis the user does not have yet: signing in, and buying credits. Both remember the map
// place first, so that coming back to /map reopens it (platform/return-place.ts).
import { Link, useLocation } from 'react-router-dom';
import { saveReturnPlace } from '../../platform/return-place';
import { PurchaseButton } from '../../ui/purchase-button';
import { useProducts } from '../../ui/use-products';
import type { PlaceOrigin } from './model';

interface PlaceProps {
  place: PlaceOrigin;
}

export function AnalysisSignIn({ place }: PlaceProps) {
  const { pathname, search } = useLocation();
  return (
    <div className="analysis__access">
      <p>Sign in to analyze this property. You will come back to this place.</p>
      <Link
        className="button button--primary button--block"
        to="/login"
        state={{ from: `${pathname}${search}` }}
        onClick={() => saveReturnPlace(place)}
      >
        Sign In to Analyze
      </Link>
    </div>
  );
}

/** The purchase of spec §4 for a user with too few credits; checkout leaves the page, so the place is kept first. */
export function BuyCredits({ place }: PlaceProps) {
  const products = useProducts();
  if (products.status === 'loading') {
    return (
      <p className="analysis__access" role="status">
        Loading pricing information...
      </p>
    );
  }
  const product = products.status === 'ready' ? (products.products[0] ?? null) : null;
  return (
    // Capture: the place must be stored before the purchase button navigates away.
    <div className="analysis__access" onClickCapture={() => saveReturnPlace(place)}>
      <PurchaseButton product={product} label="Buy Credits" />
    </div>
  );
}
