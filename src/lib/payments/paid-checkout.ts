// The router state that carries a just-paid checkout from the return from checkout to the account page, which
// then says how many credits it added.

export interface PaidCheckoutState {
  paidCheckout: string;
}

export function paidCheckoutState(checkoutId: string): PaidCheckoutState {
  return { paidCheckout: checkoutId };
}

/** The checkout id a navigation's state carries, or null. */
export function readPaidCheckout(state: unknown): string | null {
  const id = typeof state === 'object' && state !== null ? (state as Partial<PaidCheckoutState>).paidCheckout : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
}
