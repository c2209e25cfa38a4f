// Assembles the payments area from configuration: Stripe Checkout (and Stripe refunds) when STRIPE_SECRET_KEY is set,
// else the embedded checkout; one webhook handler for both, verifying with STRIPE_WEBHOOK_SECRET or the local secret.

import type { Router } from 'express';
import type { AccountExists } from '../accounts/account-exists';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { CheckoutProvider } from './checkout-provider';
import { createCheckoutService } from './checkout-service';
import { createEmbeddedCheckout, createEmbeddedCheckoutProvider } from './embedded-checkout';
import { createPaymentsRouter, createWebhookRouter } from './routes';
import { createStripeCheckoutProvider, createStripeRefunds } from './stripe-adapter';
import { createWebhookHandler, localWebhookSecret } from './webhook';

export interface PaymentsArea {
  provider: CheckoutProvider;
  /** The JSON calls; mount after the API's JSON parser. */
  router: Router;
  /** The webhook; mount before the API's JSON parser. */
  webhookRouter: Router;
}

export interface PaymentsDeps {
  config: Config;
  db: Database;
  verifier: TokenVerifier;
  mailer: Mailer;
  /** The auth mode's answer to "does this buyer's account still exist" (accounts/account-exists.ts). */
  accountExists: AccountExists;
}

export function createPayments({ config, db, verifier, mailer, accountExists }: PaymentsDeps): PaymentsArea {
  const stripe = config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
    ? { secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET }
    : null;
  const webhookSecret = stripe?.webhookSecret ?? localWebhookSecret(config.sessionSecret);
  const connection = stripe ? { secretKey: stripe.secretKey, apiBaseUrl: config.STRIPE_API_BASE_URL } : null;
  const refunds = connection ? createStripeRefunds(connection) : null;
  const webhook = createWebhookHandler({ db, secret: webhookSecret, mailer, accountExists, refunds });
  const provider = connection ? createStripeCheckoutProvider(connection) : createEmbeddedCheckoutProvider(db);
  const embedded = stripe ? null : createEmbeddedCheckout({ db, webhook, webhookSecret });
  return {
    provider,
    router: createPaymentsRouter({ db, verifier, checkout: createCheckoutService({ db, provider }), embedded, publicUrl: config.PUBLIC_URL }),
    webhookRouter: createWebhookRouter(webhook),
  };
}
