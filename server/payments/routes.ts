// /api/payments-simple/* (docs/payments.md): products, checkout, the account's credits, the embedded checkout's
// summary and pay calls, and the webhook, which reads the raw body and so is a router of its own.

import express, { Router } from 'express';
import type { AccountAnswer } from '../../src/lib/api/account';
import type { CheckoutOutcomeAnswer, ProductsAnswer } from '../../src/lib/api/payments';
import type { TokenVerifier } from '../auth/token-verifier';
import { findPurchaseCredits, readAccount } from '../credits/ledger';
import type { Queryable } from '../db/client';
import { AppError } from '../http/app-error';
import { currentUser, requireUser } from '../http/authenticate';
import { bodyFields, jsonBody } from '../http/body';
import { publicOrigin } from '../http/public-origin';
import type { CheckoutService } from './checkout-service';
import type { EmbeddedCheckout } from './embedded-checkout';
import { listActiveProducts } from './products-repository';
import type { WebhookHandler } from './webhook';

/** Spec §7: what GET /products answers when the products cannot be read. */
export const PRODUCTS_FAILED_MESSAGE = 'Failed to load products';

export interface PaymentsRouterDeps {
  db: Queryable;
  verifier: TokenVerifier;
  checkout: CheckoutService;
  /** null when Stripe Checkout is configured. */
  embedded: EmbeddedCheckout | null;
  /** PUBLIC_URL; unset: the request's own origin. */
  publicUrl: string | undefined;
}

export function createPaymentsRouter({ db, verifier, checkout, embedded, publicUrl }: PaymentsRouterDeps): Router {
  const router = Router();
  const signedIn = requireUser(verifier);

  router.get('/payments-simple/products', async (_req, res) => {
    const products = await listActiveProducts(db).catch((error: unknown) => {
      // Spec §7's words for the client; the cause goes to the error log with the request id.
      throw Object.assign(new AppError('products_unavailable', 500, PRODUCTS_FAILED_MESSAGE), { cause: error });
    });
    const answer: ProductsAnswer = { products };
    res.json(answer);
  });

  router.post('/payments-simple/create-checkout-session', signedIn, async (req, res) => {
    const user = currentUser(req);
    const body = jsonBody(req);
    const { url } = await checkout.createCheckout({ id: user.id, email: user.email }, body, publicOrigin(req, publicUrl));
    req.log.info({ userId: user.id, productId: bodyFields(body).productId }, 'checkout session created');
    res.json({ url });
  });

  router.get('/payments-simple/account', signedIn, async (req, res) => {
    const answer: AccountAnswer = { account: await readAccount(db, currentUser(req).id) };
    res.json(answer);
  });

  router.get('/payments-simple/checkout/:id', signedIn, async (req, res) => {
    const id = String(req.params.id);
    const credits = await findPurchaseCredits(db, { userId: currentUser(req).id, reference: `checkout:${id}` });
    const answer: CheckoutOutcomeAnswer = { checkout: credits === null ? { id, status: 'pending', credits: null } : { id, status: 'credited', credits } };
    res.json(answer);
  });

  const embeddedCheckout = (): EmbeddedCheckout => {
    if (!embedded) throw new AppError('embedded_checkout_disabled', 503, 'Payments go through Stripe Checkout on this server.');
    return embedded;
  };
  router.get('/payments-simple/embedded-checkout/:id', signedIn, async (req, res) => {
    res.json(await embeddedCheckout().summary(currentUser(req).id, String(req.params.id)));
  });
  router.post('/payments-simple/embedded-checkout/:id/pay', signedIn, async (req, res) => {
    const form = bodyFields(jsonBody(req));
    res.json(await embeddedCheckout().pay(currentUser(req).id, String(req.params.id), form, req.log));
  });
  return router;
}

/** POST /api/payments-simple/webhook: mounted before the API's JSON parser, since the signature covers the raw bytes. */
export function createWebhookRouter(webhook: WebhookHandler): Router {
  const router = Router();
  router.post('/payments-simple/webhook', express.raw({ type: 'application/json', limit: '256kb' }), async (req, res) => {
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    res.json(await webhook.handle(rawBody, req.get('stripe-signature'), req.log));
  });
  return router;
}
