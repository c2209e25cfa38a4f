// Where /login sends a user back to (spec §2, §4 "back to the previous page or /"): links to /login carry the page
// they were on as router state `from`; /login reads it (or ?next=) and accepts only paths on this site.

export interface LoginReturnState {
  from: string;
}

interface Place {
  pathname: string;
  search: string;
  state: unknown;
}

function fromOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
}

/** A path of this site other than /login: "/x", never "//host" or "https://…". */
function isReturnable(candidate: unknown): candidate is string {
  return typeof candidate === 'string' && candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/login');
}

/** The router state for a link to /login from `place`; on /login itself, the page it was already going back to. */
export function loginLinkState(place: Place): LoginReturnState | undefined {
  const from = place.pathname === '/login' ? fromOf(place.state) : `${place.pathname}${place.search}`;
  return isReturnable(from) ? { from } : undefined;
}

/** The same-origin path a link to /login asked to come back to (router state `from`, or ?next=), or null. */
export function returnPath(state: unknown, search: URLSearchParams): string | null {
  const from = fromOf(state);
  const candidate = typeof from === 'string' ? from : search.get('next');
  return isReturnable(candidate) ? candidate : null;
}
