// The payments calls of spec §7 (products, create-checkout-session, the embedded checkout) and the checkout
// messages of spec §8, so that every screen that sells or pays says the same thing.
import type {
  CheckoutOutcomeAnswer,
  CreateCheckoutAnswer,
  CreateCheckoutRequest,
  EmbeddedCheckoutSummary,
  EmbeddedPaymentAnswer,
  EmbeddedPaymentRequest,
  Product,
  ProductsAnswer,
} from '../lib/api/payments';
import { getJson, isOfflineError, sendJson, webUrl, type ApiError, type ApiResult } from './api-client';

const BASE = '/api/payments-simple';

/** Spec §8, word for word. */
export const CHECKOUT_MESSAGES = Object.freeze({
  authRequired: 'Authentication required. Please sign in again.',
  createFailed: 'Failed to create checkout session',
  invalidResponse: 'Invalid response from server',
  purchaseFailed: 'Purchase failed. Please try again.',
  paymentFailed: 'Payment failed. Please try again.',
  productUnavailable: 'Single report product not available',
  pricingFailed: 'Failed to load pricing information',
});

/** The embedded checkout page's own states. */
export const EMBEDDED_CHECKOUT_MESSAGES = Object.freeze({
  notFound: 'This checkout session was not found.',
  alreadyPaid: 'This checkout is already paid.',
  expired: 'This checkout session has expired.',
  disabled: 'The test checkout is turned off: payments go through our card payment provider.',
  loadFailed: 'The checkout could not be loaded. Please try again.',
});

export type { Product };

export async function fetchProducts(signal?: AbortSignal): Promise<ApiResult<Product[]>> {
  const result = await getJson<Partial<ProductsAnswer> | null>(`${BASE}/products`, { signal });
  if (!result.ok) return result;
  const products = Array.isArray(result.data?.products) ? result.data.products : [];
  // Spec §3: a product's credits default to 1.
  return { ...result, data: products.map((p) => ({ ...p, credits: p.credits ?? 1, note: p.note ?? null, stripe_price_id: p.stripe_price_id ?? null })) };
}

/**
 * The server's own words for a failure, when it sent any: our `{ error: { message } }` body, or an older
 * `{ error: '…' }` one (which the API client keeps as raw text).
 */
function serverMessage(error: ApiError): string | null {
  if (error.rawText === undefined) return error.message || null;
  try {
    const body = JSON.parse(error.rawText) as { error?: unknown } | null;
    return typeof body?.error === 'string' && body.error ? body.error : null;
  } catch {
    return null;
  }
}

export type CheckoutStart = { ok: true; url: string } | { ok: false; message: string };

/** POST create-checkout-session (spec §7); a failure comes back as the spec §8 message to show. */
export async function startCheckout(accessToken: string, { productId, priceId }: CreateCheckoutRequest): Promise<CheckoutStart> {
  const result = await sendJson<Partial<CreateCheckoutAnswer> | null>('POST', `${BASE}/create-checkout-session`, {
    accessToken,
    body: { productId, priceId: priceId ?? null },
  });
  if (!result.ok) {
    if (result.status === 0) return { ok: false, message: CHECKOUT_MESSAGES.purchaseFailed };
    if (result.status === 401) return { ok: false, message: CHECKOUT_MESSAGES.authRequired };
    return { ok: false, message: serverMessage(result.error) ?? CHECKOUT_MESSAGES.createFailed };
  }
  const url = webUrl(result.data?.url);
  return url ? { ok: true, url } : { ok: false, message: CHECKOUT_MESSAGES.invalidResponse };
}

export type CheckoutOutcome = { status: 'credited'; credits: number } | { status: 'pending' };

/** GET checkout/:id: whether the webhook has credited the buyer's checkout, and with how many credits; null when unanswered. */
export async function fetchCheckoutOutcome(accessToken: string, id: string, signal?: AbortSignal): Promise<CheckoutOutcome | null> {
  const result = await getJson<Partial<CheckoutOutcomeAnswer> | null>(`${BASE}/checkout/${encodeURIComponent(id)}`, { accessToken, signal });
  if (!result.ok) return null;
  const checkout = result.data?.checkout;
  if (checkout?.status === 'credited' && typeof checkout.credits === 'number') return { status: 'credited', credits: checkout.credits };
  return checkout?.status === 'pending' ? { status: 'pending' } : null;
}

export type EmbeddedCheckoutLoad =
  | { ok: true; summary: EmbeddedCheckoutSummary }
  | { ok: false; reason: 'not-found' | 'sign-in' | 'failed'; message: string };

function isSummary(value: unknown): value is EmbeddedCheckoutSummary {
  const summary = value as Partial<EmbeddedCheckoutSummary> | null;
  return (
    typeof summary?.id === 'string' &&
    (summary.status === 'open' || summary.status === 'complete' || summary.status === 'expired') &&
    typeof summary.amount_cad === 'number' &&
    typeof summary.product?.name === 'string'
  );
}

/** GET embedded-checkout/:id: what the embedded checkout page shows (docs/payments.md). */
export async function loadEmbeddedCheckout(accessToken: string, id: string, signal?: AbortSignal): Promise<EmbeddedCheckoutLoad> {
  const result = await getJson<unknown>(`${BASE}/embedded-checkout/${encodeURIComponent(id)}`, { accessToken, signal });
  if (result.ok) return isSummary(result.data) ? { ok: true, summary: result.data } : { ok: false, reason: 'failed', message: CHECKOUT_MESSAGES.invalidResponse };
  if (result.status === 404) return { ok: false, reason: 'not-found', message: EMBEDDED_CHECKOUT_MESSAGES.notFound };
  if (result.status === 401) return { ok: false, reason: 'sign-in', message: CHECKOUT_MESSAGES.authRequired };
  if (result.status === 503 && result.error.code === 'embedded_checkout_disabled') {
    return { ok: false, reason: 'failed', message: EMBEDDED_CHECKOUT_MESSAGES.disabled };
  }
  if (result.status === 0) {
    return { ok: false, reason: 'failed', message: isOfflineError(result.error) ? result.error.message : EMBEDDED_CHECKOUT_MESSAGES.loadFailed };
  }
  return { ok: false, reason: 'failed', message: serverMessage(result.error) ?? EMBEDDED_CHECKOUT_MESSAGES.loadFailed };
}

export type EmbeddedPayment =
  | { ok: true; redirectUrl: string }
  /** 'complete': the session was paid already (409), so the page shows that rather than the form. */
  | { ok: false; reason: 'declined' | 'invalid-card' | 'complete' | 'sign-in' | 'failed'; message: string };

/** POST embedded-checkout/:id/pay. A decline keeps the server's words ('Your card was declined. …'). */
export async function payEmbeddedCheckout(accessToken: string, id: string, card: EmbeddedPaymentRequest): Promise<EmbeddedPayment> {
  const result = await sendJson<Partial<EmbeddedPaymentAnswer> | null>('POST', `${BASE}/embedded-checkout/${encodeURIComponent(id)}/pay`, {
    accessToken,
    body: card,
  });
  if (result.ok) {
    const url = webUrl(result.data?.redirect_url);
    return url ? { ok: true, redirectUrl: url } : { ok: false, reason: 'failed', message: CHECKOUT_MESSAGES.invalidResponse };
  }
  if (result.status === 0) return { ok: false, reason: 'failed', message: CHECKOUT_MESSAGES.paymentFailed };
  if (result.status === 401) return { ok: false, reason: 'sign-in', message: CHECKOUT_MESSAGES.authRequired };
  if (result.status === 409) return { ok: false, reason: 'complete', message: EMBEDDED_CHECKOUT_MESSAGES.alreadyPaid };
  const message = serverMessage(result.error) ?? CHECKOUT_MESSAGES.paymentFailed;
  if (result.status === 402) return { ok: false, reason: 'declined', message };
  if (result.status === 400) return { ok: false, reason: 'invalid-card', message };
  return { ok: false, reason: 'failed', message };
}
