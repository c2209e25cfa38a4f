// Stripe: Checkout Sessions and refunds through the SDK, and webhook signatures made and checked exactly as Stripe does.
// The only module that imports `stripe`; the SDK is loaded on first use and each client made once, when first used.

import type Stripe from 'stripe';
import { AppError } from '../http/app-error';
import { toCents, type CheckoutProvider } from './checkout-provider';
import { refundIdempotencyKey, type PaymentRefunds } from './payment-refunds';

/** Stripe's default: signatures older than five minutes are refused (replay protection); so are ones dated further ahead. */
export const SIGNATURE_TOLERANCE_S = 300;

/** Spec §8's words for a checkout that could not be opened; the buyer sees these, never Stripe's. */
export const CHECKOUT_FAILED_MESSAGE = 'Failed to create checkout session';

/**
 * Stripe refused or could not be reached (a bad key answers 401, an unknown price 400): a 502 of ours, so the
 * client never reads Stripe's status as its own session's. Stripe's detail rides along for the error log only.
 */
export class StripeCheckoutError extends AppError {
  /** What Stripe said, under names the log serializer keeps as they are. */
  readonly stripe: { type?: string | undefined; code?: string | undefined; statusCode?: number | undefined; requestId?: string | undefined; detail: string };

  constructor(cause: unknown) {
    super('checkout_failed', 502, CHECKOUT_FAILED_MESSAGE);
    this.cause = cause;
    this.stripe = stripeErrorDetail(cause);
  }
}

/** What Stripe said in an error (the SDK's fields, when it is one of the SDK's errors). */
function stripeErrorDetail(cause: unknown): StripeCheckoutError['stripe'] {
  const detail = (typeof cause === 'object' && cause !== null ? cause : {}) as Partial<Stripe.errors.StripeError>;
  return {
    type: detail.rawType ?? detail.type,
    code: detail.code,
    statusCode: detail.statusCode,
    requestId: detail.requestId,
    detail: cause instanceof Error ? cause.message : String(cause),
  };
}

let sdk: Promise<typeof Stripe> | null = null;
const stripeSdk = () => (sdk ??= import('stripe').then((module) => module.default));

/** A client made on first use, not at import time nor at start (a server that never calls the API never makes one). */
function lazyClient(secretKey: string, apiBaseUrl: string | undefined): () => Promise<Stripe> {
  let client: Promise<Stripe> | null = null;
  return () => (client ??= stripeSdk().then((StripeSdk) => new StripeSdk(secretKey, { ...connection(apiBaseUrl), timeout: 20_000 })));
}

export function createStripeCheckoutProvider({ secretKey, apiBaseUrl }: { secretKey: string; apiBaseUrl?: string | undefined }): CheckoutProvider {
  const stripe = lazyClient(secretKey, apiBaseUrl);
  return {
    kind: 'stripe',
    async createSession({ userId, email, product, successUrl, cancelUrl }) {
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = product.stripe_price_id
        ? { price: product.stripe_price_id, quantity: 1 }
        : {
            price_data: {
              currency: 'cad',
              unit_amount: toCents(product.price_cad),
              product_data: { name: product.name, description: product.description },
            },
            quantity: 1,
          };
      let session: Stripe.Checkout.Session;
      try {
        session = await (await stripe()).checkout.sessions.create({
          mode: 'payment',
          line_items: [lineItem],
          client_reference_id: userId,
          metadata: { user_id: userId, product_id: product.id, credits: String(product.credits) },
          customer_email: email,
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
      } catch (error) {
        throw new StripeCheckoutError(error);
      }
      if (!session.url) throw new StripeCheckoutError(new Error(`Stripe answered checkout session ${session.id} without a url`));
      return { url: session.url };
    },
  };
}

/**
 * Refunds a checkout's payment in full through its PaymentIntent, under a key derived from the session id: Stripe makes
 * one refund however often it is asked within its 24 hours of idempotency, and refuses a second one after that.
 */
export function createStripeRefunds({ secretKey, apiBaseUrl }: { secretKey: string; apiBaseUrl?: string | undefined }): PaymentRefunds {
  const stripe = lazyClient(secretKey, apiBaseUrl);
  return {
    async refund({ checkoutSessionId, paymentIntentId }) {
      let refund: Stripe.Refund;
      try {
        refund = await (await stripe()).refunds.create(
          { payment_intent: paymentIntentId, metadata: { checkout_session_id: checkoutSessionId, reason: 'account_deleted' } },
          { idempotencyKey: refundIdempotencyKey(checkoutSessionId) },
        );
      } catch (error) {
        const { type, code, statusCode, requestId, detail } = stripeErrorDetail(error);
        const said = [type, code, statusCode, requestId].filter((part) => part !== undefined).join(', ');
        return { ok: false, error: said ? `${detail} (${said})` : detail };
      }
      // pending and requires_action are refunds under way; only these two end without the money going back.
      if (refund.status === 'failed' || refund.status === 'canceled') {
        return { ok: false, error: `Stripe refund ${refund.id} is ${refund.status}${refund.failure_reason ? `: ${refund.failure_reason}` : ''}` };
      }
      return { ok: true, refundId: refund.id };
    },
  };
}

/**
 * Whether the signature header matches the raw body under the secret and was made within five minutes either side
 * of now. Only the signature: what the body says is the caller's to read (a signed body may still be no event).
 */
export async function verifyStripeSignature(rawBody: Buffer | string, signature: string, secret: string, nowMs = Date.now()): Promise<boolean> {
  const StripeSdk = await stripeSdk();
  // The SDK refuses old signatures only; a future-dated one would stay replayable until that date has passed.
  const signedAtS = signatureTimestampS(signature);
  if (signedAtS === null || signedAtS - Math.floor(nowMs / 1000) > SIGNATURE_TOLERANCE_S) return false;
  try {
    return StripeSdk.webhooks.signature?.verifyHeader(rawBody, signature, secret, SIGNATURE_TOLERANCE_S, undefined, nowMs) === true;
  } catch (error) {
    if (error instanceof StripeSdk.errors.StripeSignatureVerificationError) return false;
    throw error;
  }
}

/** The t= of a `Stripe-Signature` header read as the SDK reads it (the last one, as an integer); null without one. */
function signatureTimestampS(header: string): number | null {
  let timestamp: number | null = null;
  for (const item of header.split(',')) {
    const [key, value = ''] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value, 10);
  }
  return timestamp === null || Number.isNaN(timestamp) ? null : timestamp;
}

/** A `Stripe-Signature` header (`t=…,v1=…`) for a payload, as Stripe makes it: the embedded checkout signs its events so. */
export async function signStripePayload(payload: string, secret: string, timestampS?: number): Promise<string> {
  const StripeSdk = await stripeSdk();
  return StripeSdk.webhooks.generateTestHeaderString({ payload, secret, ...(timestampS === undefined ? {} : { timestamp: timestampS }) });
}

/** The SDK's host/port/protocol options from a base URL (tests point it at a local fake). */
function connection(apiBaseUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBaseUrl) return {};
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
