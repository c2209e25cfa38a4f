// Fulfilment: a Stripe-signed event in, credits out, once per checkout session, and a receipt e-mailed when the
// credit is applied; a payment for an account that no longer exists is kept as unapplied and refunded instead.
// Stripe posts to it over HTTP; the embedded checkout hands it the event it signed itself, in-process.

import type { AccountExists } from '../accounts/account-exists';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import type { Logger } from '../http/logger';
import { deriveKey } from '../lib/keys';
import { isUuid } from '../lib/uuid';
import type { Mailer } from '../mail/mailer';
import { fulfilCheckout, type Fulfilment } from './fulfilment';
import type { PaymentRefunds } from './payment-refunds';
import { findActiveProduct } from './products-repository';
import { receiptMail, type Receipt } from './receipt-mail';
import { verifyStripeSignature } from './stripe-adapter';
import { settleUnappliedPayment } from './unapplied-refund';
import type { UnappliedPayment } from './unapplied-payments-repository';

export interface WebhookHandler {
  /** Verifies and handles one delivery; throws AppError 400 invalid_signature / invalid_event. */
  handle(rawBody: Buffer | string, signature: string | undefined, log: Logger): Promise<{ received: true }>;
}

const FULFILLING = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export const INVALID_SIGNATURE_MESSAGE = 'The webhook signature is missing, invalid or too old.';
export const NOT_AN_EVENT_MESSAGE = 'The webhook body is not a Stripe event.';

/** The part of a Stripe event the webhook reads. */
interface WebhookEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

export interface WebhookDeps {
  db: Database;
  secret: string;
  mailer: Mailer;
  /** Whether the buyer's account still exists (auth_users, or Supabase's auth.users), asked inside the credit's transaction. */
  accountExists: AccountExists;
  /** Refunds a payment kept as unapplied; null where there is nothing to refund through (the embedded checkout). */
  refunds: PaymentRefunds | null;
  now?: () => number;
}

export function createWebhookHandler({ db, secret, mailer, accountExists, refunds, now = Date.now }: WebhookDeps): WebhookHandler {
  return {
    async handle(rawBody, signature, log) {
      if (!signature || !(await verifyStripeSignature(rawBody, signature, secret, now()))) {
        log.info({ hasSignature: Boolean(signature) }, 'webhook refused: bad signature');
        throw new AppError('invalid_signature', 400, INVALID_SIGNATURE_MESSAGE);
      }
      const event = readEvent(rawBody);
      if (!event) {
        log.info('webhook refused: the signed body is not an event');
        throw new AppError('invalid_event', 400, NOT_AN_EVENT_MESSAGE);
      }
      const session = event.data.object;
      if (!FULFILLING.has(event.type) || (event.type === 'checkout.session.completed' && session.payment_status !== 'paid')) {
        log.info({ eventId: event.id, type: event.type, paymentStatus: session.payment_status }, 'webhook event ignored');
        return { received: true };
      }
      const fulfilment = await readFulfilment(db, event);
      const payment = readPayment(event, fulfilment.userId);
      const outcome = await fulfilCheckout(db, { fulfilment, payment, accountExists, refundStatus: refunds ? 'pending' : 'awaiting_operator' });
      if (outcome.kind === 'unapplied') {
        // Answered 200 all the same: a retry from Stripe could not change the outcome, only repeat it.
        await settleUnappliedPayment({ db, refunds, payment, recorded: outcome.recorded, log });
        return { received: true };
      }
      const { applied, balance } = outcome;
      log.info({ eventId: event.id, type: event.type, reference: fulfilment.reference, userId: fulfilment.userId, credits: fulfilment.credits, applied, balance }, applied ? 'checkout fulfilled' : 'checkout already fulfilled');
      // Only the delivery that applied the credit sends the receipt, so a replayed event never sends a second one.
      if (applied) sendReceiptInBackground(mailer, readReceipt(event, fulfilment.credits, now()), log);
      return { received: true };
    },
  };
}

/** A signed body read as an event: JSON with a text id and type and an object under data.object; otherwise null. */
function readEvent(rawBody: Buffer | string): WebhookEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString());
  } catch {
    return null;
  }
  if (!isPlainObject(json) || typeof json.id !== 'string' || typeof json.type !== 'string') return null;
  const { data } = json;
  if (!isPlainObject(data) || !isPlainObject(data.object)) return null;
  return { id: json.id, type: json.type, data: { object: data.object } };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Who paid, for how many credits, under which reference; a session that says none of it is invalid_event. */
async function readFulfilment(db: Database, event: WebhookEvent): Promise<Fulfilment> {
  const session = event.data.object;
  const metadata = (typeof session.metadata === 'object' && session.metadata !== null ? session.metadata : {}) as Record<string, unknown>;
  const userId = [session.client_reference_id, metadata.user_id].find((value) => typeof value === 'string' && isUuid(value)) as string | undefined;
  const sessionId = typeof session.id === 'string' && session.id !== '' ? session.id : undefined;
  if (!userId || !sessionId) throw new AppError('invalid_event', 400, 'The checkout session names no user or no id.');
  const credits = Number(metadata.credits);
  if (Number.isSafeInteger(credits) && credits > 0) return { userId, credits, reference: `checkout:${sessionId}` };
  const product = typeof metadata.product_id === 'string' ? await findActiveProduct(db, metadata.product_id) : null;
  if (!product) throw new AppError('invalid_event', 400, 'The checkout session names no credits and no product.');
  return { userId, credits: product.credits, reference: `checkout:${sessionId}` };
}

/** The payment as the session states it, as an unapplied payment would keep it (read after readFulfilment checked the id). */
function readPayment(event: WebhookEvent, userId: string): UnappliedPayment {
  const session = event.data.object;
  const intent = isPlainObject(session.payment_intent) ? session.payment_intent.id : session.payment_intent;
  return {
    checkoutSessionId: String(session.id),
    userId,
    amountTotal: Number.isSafeInteger(session.amount_total) && (session.amount_total as number) >= 0 ? (session.amount_total as number) : null,
    currency: typeof session.currency === 'string' && session.currency !== '' ? session.currency.toLowerCase() : null,
    paymentIntentId: typeof intent === 'string' && intent !== '' ? intent : null,
  };
}

/** The receipt's facts as the paid session states them; null when it names no e-mail address to send to. */
function readReceipt(event: WebhookEvent, credits: number, now: number): Receipt | null {
  const session = event.data.object;
  const details = isPlainObject(session.customer_details) ? session.customer_details : {};
  const to = [details.email, session.customer_email].find((value) => typeof value === 'string' && value.includes('@')) as string | undefined;
  if (!to) return null;
  const cents = typeof session.amount_total === 'number' && Number.isFinite(session.amount_total) ? session.amount_total : 0;
  const currency = typeof session.currency === 'string' && session.currency !== '' ? session.currency.toUpperCase() : 'CAD';
  const paidAt = typeof session.created === 'number' && Number.isFinite(session.created) ? new Date(session.created * 1000) : new Date(now);
  return { to, amount: cents / 100, currency, credits, paidAt, reference: String(session.id) };
}

/** The credit stands whatever happens to the e-mail: the webhook neither waits for it nor fails with it. */
function sendReceiptInBackground(mailer: Mailer, receipt: Receipt | null, log: Logger): void {
  if (!receipt) {
    log.warn('checkout fulfilled without an e-mail address: no receipt sent');
    return;
  }
  void Promise.resolve()
    .then(() => mailer.send(receiptMail(receipt)))
    .then(() => log.info({ reference: receipt.reference }, 'receipt sent'))
    .catch((error: unknown) => log.error({ err: error, reference: receipt.reference }, 'receipt could not be sent'));
}

/**
 * The embedded checkout's webhook secret when STRIPE_WEBHOOK_SECRET is unset: derived from the session secret,
 * so it is never a constant in the code and stays the same across restarts that keep that secret.
 */
export function localWebhookSecret(sessionSecret: string): string {
  return `whsec_local_${deriveKey(sessionSecret, 'zonebrief:embedded-checkout-webhook').toString('hex')}`;
}
