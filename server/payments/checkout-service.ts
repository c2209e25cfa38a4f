// create-checkout-session: checks the product and price asked for, builds the return URLs, and asks the provider
// (Stripe Checkout or the embedded checkout) for the page the buyer pays on.

import type { Queryable } from '../db/client';
import { AppError } from '../http/app-error';
import { bodyFields } from '../http/body';
import { SESSION_ID_PLACEHOLDER, type CheckoutProvider } from './checkout-provider';
import { findActiveProduct } from './products-repository';

export interface CheckoutBuyer {
  id: string;
  email: string;
}

export interface CheckoutService {
  /** Throws AppError 400 invalid_request / invalid_product. */
  createCheckout(buyer: CheckoutBuyer, body: unknown, origin: string): Promise<{ url: string }>;
}

export function createCheckoutService({ db, provider }: { db: Queryable; provider: CheckoutProvider }): CheckoutService {
  return {
    async createCheckout(buyer, body, origin) {
      const { productId, priceId } = bodyFields(body);
      if (typeof productId !== 'string' || productId.trim() === '') throw new AppError('invalid_request', 400, 'productId is required.');
      const product = await findActiveProduct(db, productId);
      // priceId is what the client read from GET /products; a different one means a stale or forged request.
      const priceMatches = priceId === undefined || priceId === null || priceId === product?.stripe_price_id;
      if (!product || !priceMatches) throw new AppError('invalid_product', 400, 'This product is not available.');
      return provider.createSession({
        userId: buyer.id,
        email: buyer.email,
        product,
        origin,
        successUrl: `${origin}/pricing?session_id=${SESSION_ID_PLACEHOLDER}&open_account=true`,
        cancelUrl: `${origin}/pricing`,
      });
    },
  };
}
