// Where a user goes once signed in (spec §4): /pricing when a purchase is waiting, else the page they came from, else /.
import { readPendingPurchase } from '../../platform/pending-purchase';

/** The same-origin path a link to /login asked to come back to (router state `from`, or ?next=). */
export function returnPath(state: unknown, search: URLSearchParams): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  const candidate = typeof from === 'string' ? from : search.get('next');
  // Only paths on this site: "/x", never "//host" or "https://…".
  return candidate && candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/login') ? candidate : null;
}

export function afterSignInPath(returnTo: string | null): string {
  return readPendingPurchase() ? '/pricing' : (returnTo ?? '/');
}
