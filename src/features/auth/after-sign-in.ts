// Where a user goes once signed in (spec §4): /pricing when a purchase is waiting, else the page they came from, else /.
import { readPendingPurchase } from '../../platform/pending-purchase';

/** Only after a sign-in made on this visit: a signed-in user merely opening /login goes back, not to /pricing. */
export function afterSignInPath(returnTo: string | null): string {
  return readPendingPurchase() ? '/pricing' : (returnTo ?? '/');
}
