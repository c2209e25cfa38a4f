// The purchase conversion: once per checkout, with the price noted when checkout started, and only with consent.
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../lib/api/payments';
import { createAnalytics } from './analytics';
import { noteCheckoutStarted, reportPurchaseConversion } from './purchase-conversion';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };

afterEach(() => {
  const win = window as GtagWindow;
  delete win.dataLayer;
  delete win.gtag;
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

function consentedPort() {
  const port = createAnalytics({ measurementId: 'G-TEST123', warn: () => undefined, afterLoad: () => undefined });
  port.setConsent('granted');
  return port;
}

function purchases(): unknown[] {
  return ((window as GtagWindow).dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([command, name]) => command === 'event' && name === 'purchase')
    .map(([, , params]) => params);
}

const product = (price_cad: number): Product => ({
  id: 'single-report',
  type: 'one_time',
  name: 'Single Report',
  price_cad,
  description: 'One analysis',
  note: null,
  credits: 1,
  stripe_price_id: null,
});
const noProducts = () => Promise.resolve(null);

describe('reportPurchaseConversion', () => {
  it('when the buyer is back from a checkout this tab started, then purchase carries its id, the price and CAD', async () => {
    const port = consentedPort();
    noteCheckoutStarted(product(49));

    await reportPurchaseConversion('cs_test_a', { port, loadProducts: noProducts });

    expect(purchases()).toEqual([expect.objectContaining({ transaction_id: 'cs_test_a', value: 49, currency: 'CAD' })]);
  });

  it('when the same return is followed again (a reload), then the conversion is not sent twice', async () => {
    const port = consentedPort();
    noteCheckoutStarted(product(49));

    await reportPurchaseConversion('cs_test_a', { port, loadProducts: noProducts });
    await reportPurchaseConversion('cs_test_a', { port, loadProducts: () => Promise.resolve([product(49)]) });

    expect(purchases()).toHaveLength(1);
  });

  it('when this tab did not see the checkout start and one product is sold, then its price is the value', async () => {
    const port = consentedPort();

    await reportPurchaseConversion('cs_test_b', { port, loadProducts: () => Promise.resolve([product(59)]) });

    expect(purchases()).toEqual([expect.objectContaining({ transaction_id: 'cs_test_b', value: 59 })]);
  });

  it('when the price cannot be known, then no conversion with a guessed value is sent', async () => {
    const port = consentedPort();

    await reportPurchaseConversion('cs_test_c', { port, loadProducts: () => Promise.resolve([product(49), { ...product(99), id: 'pack' }]) });

    expect(purchases()).toEqual([]);
  });

  it('when analytics was not accepted, then nothing is sent and the products are not fetched', async () => {
    const port = createAnalytics({ measurementId: 'G-TEST123', warn: () => undefined, afterLoad: () => undefined });
    noteCheckoutStarted(product(49));
    let fetched = false;

    await reportPurchaseConversion('cs_test_d', { port, loadProducts: () => ((fetched = true), Promise.resolve(null)) });

    expect(purchases()).toEqual([]);
    expect(fetched).toBe(false);
  });
});
