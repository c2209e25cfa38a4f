// /checkout/:sessionId: the embedded checkout that plays Stripe Checkout's part when no Stripe key is set
// (docs/payments.md): the order summary in CAD, the card form, and back to the app once paid.
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { EmbeddedCheckoutSummary } from '../../lib/api/payments';
import { EMBEDDED_CHECKOUT_MESSAGES } from '../../platform/checkout';
import { useSession } from '../../platform/session';
import { Page } from '../../ui/page';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { CardForm } from './card-form';
import './checkout.css';
import { OrderSummary, TestCardBanner } from './order-summary';
import { useEmbeddedCheckout } from './use-embedded-checkout';

/** A same-site address as a path for the router; null for another site's. */
function appPath(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

function CancelLink({ url }: { url: string }) {
  const path = appPath(url);
  return path ? (
    <Link className="button button--ghost checkout__cancel" to={path}>
      Cancel and return
    </Link>
  ) : (
    <a className="button button--ghost checkout__cancel" href={url}>
      Cancel and return
    </a>
  );
}

/** A state with no form: what happened and the one way on. */
function Outcome({ tone, message, to, label }: { tone: 'error' | 'success'; message: string; to: string; label: string }) {
  const { pathname } = useLocation();
  return (
    <div className="checkout__outcome">
      <p className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
        {message}
      </p>
      <Link className="button button--primary" to={to} state={to === '/login' ? { from: pathname } : undefined}>
        {label}
      </Link>
    </div>
  );
}

function OpenCheckout({ summary, accessToken, onAlreadyPaid }: { summary: EmbeddedCheckoutSummary; accessToken: string; onAlreadyPaid(): void }) {
  return (
    <div className="checkout">
      <TestCardBanner />
      <OrderSummary summary={summary} />
      <section className="checkout__payment" aria-labelledby="checkout-payment-title">
        <h2 id="checkout-payment-title" className="checkout__section-title">
          Pay with card
        </h2>
        <CardForm checkoutId={summary.id} accessToken={accessToken} amountCad={summary.amount_cad} onAlreadyPaid={onAlreadyPaid} />
      </section>
      <CancelLink url={summary.cancel_url || '/pricing'} />
    </div>
  );
}

function EmbeddedCheckout({ checkoutId, accessToken }: { checkoutId: string; accessToken: string }) {
  const state = useEmbeddedCheckout(checkoutId, accessToken);
  const [paidMeanwhile, setPaidMeanwhile] = useState(false);

  if (state.status === 'loading') {
    return (
      <p className="page-loading" role="status">
        Loading checkout...
      </p>
    );
  }
  if (state.status === 'failed') {
    return state.reason === 'sign-in' ? (
      <Outcome tone="error" message={state.message} to="/login" label="Sign In" />
    ) : (
      <Outcome tone="error" message={state.message} to="/pricing" label="Back to Pricing" />
    );
  }
  const { summary } = state;
  if (paidMeanwhile || summary.status === 'complete') {
    return <Outcome tone="success" message={EMBEDDED_CHECKOUT_MESSAGES.alreadyPaid} to="/account/overview" label="Go to Account Overview" />;
  }
  if (summary.status === 'expired') {
    return <Outcome tone="error" message={EMBEDDED_CHECKOUT_MESSAGES.expired} to="/pricing" label="Back to Pricing" />;
  }
  return <OpenCheckout summary={summary} accessToken={accessToken} onAlreadyPaid={() => setPaidMeanwhile(true)} />;
}

export function CheckoutPage() {
  const { sessionId = '' } = useParams();
  const session = useSession();
  return (
    <Page title="Checkout" width="narrow">
      {session.status === 'loading' ? (
        <p className="page-loading" role="status">
          Loading checkout...
        </p>
      ) : session.status === 'signed-out' ? (
        <SignInPrompt what="finish your purchase" />
      ) : (
        // A new id is a new checkout: nothing typed for one carries over to another.
        <EmbeddedCheckout key={sessionId} checkoutId={sessionId} accessToken={session.session.access_token} />
      )}
    </Page>
  );
}
