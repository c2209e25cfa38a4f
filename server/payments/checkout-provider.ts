// The checkout port: where the buyer is sent to pay. Stripe Checkout (STRIPE_SECRET_KEY) or the embedded checkout.

import type { Product } from './products-repository';

export interface CheckoutRequest {
  userId: string;
  email: string;
  product: Product;
  /** The app's origin (PUBLIC_URL or the request's), for pages of our own. */
  origin: string;
  /** Carries Stripe's `{CHECKOUT_SESSION_ID}` placeholder, filled in by the provider. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutProvider {
  readonly kind: 'stripe' | 'embedded';
  /** Opens a checkout session and answers the page the browser goes to. */
  createSession(request: CheckoutRequest): Promise<{ url: string }>;
}

/** The placeholder Stripe replaces with the session id in success_url. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** A price in CAD as whole cents, as Stripe wants amounts. */
export function toCents(priceCad: number): number {
  return Math.round(priceCad * 100);
}
