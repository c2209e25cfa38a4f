// Loads the products for sale; on failure keeps the published offer and shows the error for 5 seconds (spec §4).
import { useEffect, useState } from 'react';
import { fetchProducts, type Product } from './api';

const ERROR_BANNER_MS = 5_000;

export type ProductsState =
  | { status: 'loading' }
  | { status: 'ready'; products: Product[] }
  | { status: 'failed'; error: string | null };

export function useProducts(): ProductsState {
  const [state, setState] = useState<ProductsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let hideError: ReturnType<typeof setTimeout> | undefined;
    void fetchProducts(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && result.data.length > 0) return setState({ status: 'ready', products: result.data });
      setState({ status: 'failed', error: 'Failed to load pricing information' });
      hideError = setTimeout(() => setState({ status: 'failed', error: null }), ERROR_BANNER_MS);
    });
    return () => {
      controller.abort();
      clearTimeout(hideError);
    };
  }, []);

  return state;
}
