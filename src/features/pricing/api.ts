// The products call of spec §7 (GET /api/payments-simple/products) and the product's shape (spec §3).
import { getJson, type ApiResult } from '../../platform/api-client';

export interface Product {
  id: string;
  type: 'one_time';
  price_cad: number;
  description: string;
  credits: number;
  stripe_price_id: string;
}

export async function fetchProducts(signal: AbortSignal): Promise<ApiResult<Product[]>> {
  const result = await getJson<{ products?: Product[] }>('/api/payments-simple/products', { signal });
  if (!result.ok) return result;
  return { ...result, data: (result.data.products ?? []).map((p) => ({ ...p, credits: p.credits ?? 1 })) };
}
