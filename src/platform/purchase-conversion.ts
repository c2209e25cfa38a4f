// The conversion event after a purchase (spec §3): sent once per checkout when the buyer is back from paying, with
// the checkout's id as transaction id and what the product cost when Buy was pressed (kept in session storage).
import type { Product } from '../lib/api/payments';
import { analyticsEvents } from './analytics-events';
import { analytics, type AnalyticsPort } from './analytics';
import { fetchProducts } from './checkout';
import { isRecord, readStoredJson, removeStored, writeStoredJson } from './stored-json';

const STARTED_KEY = 'zonebrief.startedCheckout';
const REPORTED_KEY = 'zonebrief.reportedPurchases';
/** Enough to recognise a reload of a recent return; older ids cannot come back in this tab. */
const REPORTED_KEPT = 20;

interface StartedCheckout {
  productId: string;
  valueCad: number;
}

/** Called as checkout starts: what is being bought and its price, for the conversion once the buyer is back. */
export function noteCheckoutStarted(product: Pick<Product, 'id' | 'price_cad'>): void {
  writeStoredJson(STARTED_KEY, 'session', { productId: product.id, valueCad: product.price_cad } satisfies StartedCheckout);
}

function readStartedCheckout(): StartedCheckout | null {
  return readStoredJson(STARTED_KEY, 'session', (value) =>
    isRecord(value) && typeof value.productId === 'string' && typeof value.valueCad === 'number' && Number.isFinite(value.valueCad)
      ? { productId: value.productId, valueCad: value.valueCad }
      : null,
  );
}

function readReported(): string[] {
  return readStoredJson(REPORTED_KEY, 'session', (value) => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : null)) ?? [];
}

interface ConversionDeps {
  port?: AnalyticsPort;
  /** The products, for a return whose start this tab did not see (another tab, or storage refused). */
  loadProducts?: () => Promise<Product[] | null>;
}

async function publishedProducts(): Promise<Product[] | null> {
  const result = await fetchProducts();
  return result.ok ? result.data : null;
}

/**
 * Sends the purchase conversion for checkout `transactionId` unless this tab already did (a reload of the return).
 * Nothing happens, and nothing is fetched, while analytics is off or not accepted.
 */
export async function reportPurchaseConversion(transactionId: string, { port = analytics(), loadProducts = publishedProducts }: ConversionDeps = {}): Promise<void> {
  if (port.consent() !== 'granted') return;
  const reported = readReported();
  if (reported.includes(transactionId)) return;
  const started = readStartedCheckout();
  let value = started?.valueCad ?? null;
  if (value === null) {
    const products = await loadProducts();
    value = products?.length === 1 ? products[0]!.price_cad : null;
  }
  // Several products and no record of which one was bought: a guessed amount would be a wrong one.
  if (value === null) return;
  port.track(analyticsEvents.purchase({ transactionId, value }));
  writeStoredJson(REPORTED_KEY, 'session', [...reported, transactionId].slice(-REPORTED_KEPT));
  removeStored(STARTED_KEY, 'session');
}
