// Shapes of the payments calls (spec §3 Product, §7), shared by the server that sends them and the client.

export interface Product {
  id: string;
  type: 'one_time';
  name: string;
  price_cad: number;
  description: string;
  /** e.g. 'Limited post-launch price'. */
  note: string | null;
  /** Credits one purchase adds (default 1). */
  credits: number;
  stripe_price_id: string | null;
}

/** GET /api/payments-simple/products */
export interface ProductsAnswer {
  products: Product[];
}

/** POST /api/payments-simple/create-checkout-session body. priceId is the product's stripe_price_id (may be null). */
export interface CreateCheckoutRequest {
  productId: string;
  priceId?: string | null;
}

/** The browser goes to url: Stripe Checkout, or the embedded checkout page (/checkout/<id>). */
export interface CreateCheckoutAnswer {
  url: string;
}

/**
 * GET /api/payments-simple/checkout/:id — whether the buyer's checkout has been credited yet (the webhook may come
 * after the buyer is back), and how many credits it added. Someone else's or an unknown id reads as pending.
 */
export interface CheckoutOutcomeAnswer {
  checkout: { id: string; status: 'credited'; credits: number } | { id: string; status: 'pending'; credits: null };
}

/** GET /api/payments-simple/embedded-checkout/:id — what the embedded checkout page shows. */
export interface EmbeddedCheckoutSummary {
  id: string;
  status: 'open' | 'complete' | 'expired';
  product: { id: string; name: string; description: string; credits: number };
  amount_cad: number;
  currency: 'CAD';
  customer_email: string;
  cancel_url: string;
  /** Where the browser goes once paid (the app's /pricing?session_id=…&open_account=true). */
  success_url: string;
}

/** POST /api/payments-simple/embedded-checkout/:id/pay body. */
export interface EmbeddedPaymentRequest {
  card_number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
}

/** 200 answer of .../pay; a decline is 402 { error: { code: 'card_declined', message } }. */
export interface EmbeddedPaymentAnswer {
  redirect_url: string;
}
