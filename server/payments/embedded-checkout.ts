// The embedded checkout (no STRIPE_SECRET_KEY): plays Stripe Checkout's part. It opens a session of its own, shows
// its summary, checks the card form, and on a good card signs a `checkout.session.completed` event exactly as Stripe
// does and hands it to the same webhook handler Stripe's deliveries reach.

import { randomBytes } from 'node:crypto';
import type { EmbeddedCheckoutSummary, EmbeddedPaymentAnswer } from '../../src/lib/api/payments';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import type { Logger } from '../http/logger';
import { checkCard, type CardForm } from './card-check';
import { SESSION_ID_PLACEHOLDER, toCents, type CheckoutProvider } from './checkout-provider';
import { completeCheckoutSession, findCheckoutSession, insertCheckoutSession, type CheckoutSessionRow } from './checkout-sessions-repository';
import { signStripePayload } from './stripe-adapter';
import type { WebhookHandler } from './webhook';

export interface EmbeddedCheckout {
  summary(userId: string, sessionId: string): Promise<EmbeddedCheckoutSummary>;
  /** Throws AppError: 404 unknown, 409 checkout_complete, 410 checkout_expired, 400 card errors, 402 card_declined. */
  pay(userId: string, sessionId: string, form: CardForm, log: Logger): Promise<EmbeddedPaymentAnswer>;
}

export function createEmbeddedCheckoutProvider(db: Database): CheckoutProvider {
  return {
    kind: 'embedded',
    async createSession({ userId, email, product, origin, successUrl, cancelUrl }) {
      const id = `cs_local_${randomBytes(16).toString('hex')}`;
      await insertCheckoutSession(db, {
        id,
        userId,
        email,
        productId: product.id,
        amountCad: product.price_cad,
        credits: product.credits,
        successUrl: successUrl.replace(SESSION_ID_PLACEHOLDER, id),
        cancelUrl,
      });
      return { url: `${origin}/checkout/${id}` };
    },
  };
}

export function createEmbeddedCheckout({ db, webhook, webhookSecret, now = () => new Date() }: {
  db: Database;
  webhook: WebhookHandler;
  webhookSecret: string;
  now?: () => Date;
}): EmbeddedCheckout {
  const buyersSession = async (userId: string, sessionId: string): Promise<CheckoutSessionRow> => {
    const session = await findCheckoutSession(db, sessionId, userId);
    if (!session) throw new AppError('checkout_not_found', 404, 'This checkout session does not exist.');
    return session;
  };

  return {
    async summary(userId, sessionId) {
      return toSummary(await buyersSession(userId, sessionId));
    },

    async pay(userId, sessionId, form, log) {
      const session = await buyersSession(userId, sessionId);
      if (session.status === 'complete') throw new AppError('checkout_complete', 409, 'This checkout has already been paid.');
      if (session.status === 'expired') throw new AppError('checkout_expired', 410, 'This checkout has expired. Please start again from the pricing page.');
      const verdict = checkCard(form, now());
      if (!verdict.ok) {
        log.info({ sessionId, code: verdict.code }, 'embedded checkout: card refused');
        throw new AppError(verdict.code, verdict.code === 'card_declined' ? 402 : 400, verdict.message);
      }
      // Fulfil first: crediting is keyed by the session id, so a retry after a crash here credits nothing twice.
      const payload = JSON.stringify(completedEvent(session, now()));
      await webhook.handle(payload, await signStripePayload(payload, webhookSecret), log);
      if (!(await completeCheckoutSession(db, session.id))) {
        throw new AppError('checkout_complete', 409, 'This checkout has already been paid.');
      }
      log.info({ sessionId, last4: verdict.last4 }, 'embedded checkout paid');
      return { redirect_url: session.success_url };
    },
  };
}

function toSummary(session: CheckoutSessionRow): EmbeddedCheckoutSummary {
  return {
    id: session.id,
    status: session.status,
    product: { id: session.product_id, name: session.product_name, description: session.product_description, credits: session.credits },
    amount_cad: session.amount_cad,
    currency: 'CAD',
    customer_email: session.customer_email,
    cancel_url: session.cancel_url,
    success_url: session.success_url,
  };
}

/** The event Stripe would send for this session once paid (the fields the webhook and a reader of the log need). */
function completedEvent(session: CheckoutSessionRow, at: Date) {
  const created = Math.floor(at.getTime() / 1000);
  return {
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created,
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: session.user_id,
        metadata: { user_id: session.user_id, product_id: session.product_id, credits: String(session.credits) },
        amount_total: toCents(session.amount_cad),
        currency: 'cad',
        customer_email: session.customer_email,
        created,
      },
    },
  };
}
