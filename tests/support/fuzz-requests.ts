// For the fuzz test and `npm run fuzz`: every route of the app (server/app.ts and the routers it mounts, plus the
// client's pages) and a seeded generator of bad requests to them — any method, odd paths and query strings, malformed
// or mistyped bodies, wrong content types, and tokens, signatures and keys that are missing, garbage or real.

import { MAP_LAYERS } from '../../server/tiles/tile-index';
import { oddObject, oddText, oddValue, urlPart, type Random } from './fuzz-values';

export interface FuzzRoute {
  /** How the route is written in its router, e.g. "DELETE /api/reports/:id"; the counts are kept under it. */
  label: string;
  methods: readonly string[];
  /** The path with :params and *rest as the router writes them. */
  path: string;
  query?: readonly string[];
  body?: readonly string[];
  /** Signing out or deleting the account: a real token here is the disposable one, so the others stay signed in. */
  endsSession?: boolean;
}

const route = (methods: string, path: string, more: Omit<FuzzRoute, 'label' | 'methods' | 'path'> = {}): FuzzRoute => ({
  label: `${methods} ${path}`,
  methods: methods.split('|'),
  path,
  ...more,
});

const EMAIL = ['email'];

const SERVER_ROUTES: readonly FuzzRoute[] = [
  route('GET', '/healthz'),
  route('GET', '/readyz'),
  route('POST', '/api/auth/local/signup', { body: ['email', 'password', 'data'] }),
  route('POST', '/api/auth/local/resend', { body: [...EMAIL, 'type'] }),
  route('POST', '/api/auth/local/token', { query: ['grant_type'], body: ['email', 'password', 'refresh_token', 'code'] }),
  route('POST', '/api/auth/local/otp', { body: [...EMAIL, 'create_user'] }),
  route('POST', '/api/auth/local/verify', { body: [...EMAIL, 'token', 'type'] }),
  route('POST', '/api/auth/local/recover', { body: EMAIL }),
  route('GET', '/api/auth/local/verify', { query: ['type', 'token', 'redirect_to'] }),
  route('GET', '/api/auth/local/user'),
  route('PUT', '/api/auth/local/user', { body: ['password', 'email', 'data'], endsSession: true }),
  route('POST', '/api/auth/local/logout', { query: ['scope'], endsSession: true }),
  route('POST', '/api/auth/check-existing', { body: EMAIL }),
  route('POST', '/api/auth/validate-oauth', { body: ['provider', 'email'] }),
  route('DELETE', '/api/delete-account', { body: ['confirmation'], endsSession: true }),
  route('GET', '/api/zoning/spatial-data', { query: ['lat', 'lng'] }),
  route('GET', '/api/parcel-by-point', { query: ['lat', 'lng'] }),
  route('GET', '/api/dataset'),
  route('GET|HEAD', '/api/area-pack', { query: ['bbox', 'tiles'] }),
  route('GET', '/api/geocode', { query: ['q'] }),
  route('GET', '/api/payments-simple/products'),
  route('POST', '/api/payments-simple/create-checkout-session', { body: ['productId', 'successUrl', 'cancelUrl'] }),
  route('GET', '/api/payments-simple/account'),
  route('GET', '/api/payments-simple/checkout/:id'),
  route('GET', '/api/payments-simple/embedded-checkout/:id'),
  route('POST', '/api/payments-simple/embedded-checkout/:id/pay', { body: ['card_number', 'expiry', 'cvc', 'name'] }),
  route('POST', '/api/payments-simple/webhook'),
  route('POST', '/api/reports/events/ticket'),
  route('GET|HEAD', '/api/reports/events', { query: ['ticket', 'access_token'] }),
  route('GET', '/api/reports'),
  route('DELETE', '/api/reports/:id'),
  route('GET', '/api/reports/:id/pdf-url'),
  route('GET', '/api/reports/:id/pdf', { query: ['user', 'expires', 'sig'] }),
  route('POST', '/api/analysis', { body: ['lat', 'lng', 'source', 'address'] }),
  route('GET', '/api/analysis/:key'),
  route('GET', '/api/:unknown'),
  route('GET', '/data/complete-toronto-zoning.geojson'),
  route('GET', '/data/toronto_boundary_extracted.json'),
  route('GET', '/data/:layer/*tile'),
  route('GET', '/dev/mailbox', { query: ['to'] }),
  route('GET', '/dev/mailbox.json', { query: ['to'] }),
];

/** The client's pages (src/app/routes.tsx) and files: one handler serves them all, so they get a smaller share. */
const PAGE_ROUTES: readonly FuzzRoute[] = [
  '/', '/map', '/login', '/auth/callback', '/reset-password', '/legal', '/pricing', '/checkout/:id', '/blog', '/blog/:id',
  '/contact', '/account', '/account/overview', '/account/settings', '/account/reports', '/account/pricing', '/account-old',
  '/reports', '/email-confirmed', '/:unknown', '/assets/:id', '/sw.js',
].map((path) => route('GET', path, { query: ['mode', 'next', 'code', 'error', 'session_id'] }));
const PAGE_SHARE = 0.12;

/** Real values the generator mixes in, so that requests also get past the first check of a route. */
export interface FuzzContext {
  /** A signed-in user's access token. */
  token: string;
  /** Another user's, spent on the routes that end a session. */
  disposableToken: string;
  userId: string;
  /** Ids that exist: a report of the user's, their checkout session. */
  ids: readonly string[];
  /** A Stripe-Signature header for a payload under the app's webhook secret. */
  signWebhook(payload: string): Promise<string>;
  /** A fresh ticket for the user's reports event stream. */
  eventTicket(): Promise<string>;
}

export interface FuzzRequest {
  route: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

const OTHER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PURGE'];

export async function fuzzRequest(random: Random, context: FuzzContext): Promise<FuzzRequest> {
  const target = random.pick(random.chance(PAGE_SHARE) ? PAGE_ROUTES : SERVER_ROUTES);
  const method = random.chance(0.8) ? random.pick(target.methods) : random.pick(OTHER_METHODS);
  const headers: Record<string, string> = {};
  const authorization = authorizationHeader(random, context, target);
  if (authorization !== null) headers.authorization = authorization;
  if (random.chance(0.3)) headers.accept = random.pick(['text/html', 'application/json', '*/*', 'text/event-stream', 'image/png', '', ',;q=x']);
  if (random.chance(0.15)) headers['idempotency-key'] = random.chance(0.5) ? `fuzz-${random.int(1e9)}` : oddHeader(random);
  if (random.chance(0.1)) headers['if-none-match'] = random.pick(['*', '"x"', 'W/"x", "y"', oddHeader(random)]);
  if (random.chance(0.1)) headers.range = random.pick(['bytes=0-10', 'bytes=-5', 'bytes=9-1', 'bytes=x', 'lines=1-2']);
  if (random.chance(0.05)) headers['x-forwarded-for'] = random.pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1', oddHeader(random)]);

  const query = queryString(random, target, context);
  // A real ticket opens the stream, so the odd parameters beside it reach the stream's own code.
  const ticket = target.query?.includes('ticket') && random.chance(0.4) ? `ticket=${await context.eventTicket()}` : '';
  const path = `${fillPath(random, target.path, context)}${query}${ticket === '' ? '' : `${query === '' ? '?' : '&'}${ticket}`}`;
  const request: FuzzRequest = { route: target.label, method, path, headers };
  if (method !== 'GET' && method !== 'HEAD') await addBody(random, target, context, request);
  return request;
}

function authorizationHeader(random: Random, context: FuzzContext, target: FuzzRoute): string | null {
  const token = target.endsSession ? context.disposableToken : context.token;
  const kind = random.int(10);
  if (kind < 4) return `Bearer ${token}`;
  if (kind < 6) return null;
  return random.pick([
    'Bearer',
    'Bearer ',
    `bearer ${token}`,
    `Bearer ${token}x`,
    `Bearer ${token.split('.').slice(0, 2).join('.')}.`,
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIwIn0.',
    'Basic dXNlcjpwYXNz',
    `Bearer ${oddHeader(random)}`,
    `Bearer ${'a'.repeat(4_000)}`,
  ]);
}

/** Header values must be ISO-8859-1 without control characters; anything else would fail in fetch, not the server. */
function oddHeader(random: Random): string {
  return oddText(random).replace(/[^\x20-\x7e\xa0-\xff]/g, '').slice(0, 2_000);
}

function fillPath(random: Random, path: string, context: FuzzContext): string {
  return path
    .replace(/:(\w+)/g, (_match, name: string) => urlPart(random, paramValue(random, name, context)))
    .replace('*tile', () => tilePath(random));
}

function paramValue(random: Random, name: string, context: FuzzContext): string {
  if (name === 'layer' && random.chance(0.7)) return random.pick(MAP_LAYERS);
  if ((name === 'id' || name === 'key') && random.chance(0.4) && context.ids.length > 0) return random.pick(context.ids);
  if (name === 'key' && random.chance(0.3)) return `fuzz-key-${random.int(1e6)}`;
  return oddText(random);
}

function tilePath(random: Random): string {
  const part = (): string => (random.chance(0.6) ? String(random.pick([0, 1, 14, 4579, 5979, 22, 23, 2 ** 31, -1])) : urlPart(random, oddText(random)));
  const parts = Array.from({ length: random.chance(0.8) ? 3 : random.int(6) }, part);
  if (parts.length > 0 && random.chance(0.7)) parts[parts.length - 1] += random.pick(['.pbf', '.PBF', '.pbf.pbf', '.mvt', '']);
  return parts.join('/');
}

function queryString(random: Random, target: FuzzRoute, context: FuzzContext): string {
  if (random.chance(0.15)) return '';
  const names = [...(target.query ?? []), ...(random.chance(0.3) ? [oddText(random)] : [])];
  const pairs: string[] = [];
  for (const name of names) {
    if (random.chance(0.2)) continue;
    const key = random.chance(0.1) ? `${name}[${random.pick(['', 'x', '__proto__', '0'])}]` : name;
    const count = random.chance(0.1) ? 2 : 1;
    for (let i = 0; i < count; i += 1) pairs.push(`${urlPart(random, key)}=${urlPart(random, queryValue(random, name, context))}`);
  }
  if (random.chance(0.05)) pairs.push('x'.repeat(random.pick([2_000, 9_000, 20_000])));
  if (random.chance(0.05)) pairs.push(random.pick(['&&&', '=', '==', '%', 'a=%', '%00=1', 'a=b=c']));
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

function queryValue(random: Random, name: string, context: FuzzContext): string {
  if (random.chance(0.4)) return oddText(random);
  switch (name) {
    case 'lat': return String(random.pick([43.6515, 43.655, 90, -91, 0, 1e308]));
    case 'lng': return String(random.pick([-79.3985, -79.386, 180, -181, 0]));
    case 'user': return context.userId;
    case 'expires': return String(random.pick([0, 2_000_000_000, 99_999_999_999, -1]));
    case 'sig': return random.pick(['0'.repeat(64), 'f'.repeat(64), 'F'.repeat(64), '0'.repeat(63)]);
    case 'grant_type': return random.pick(['password', 'refresh_token', 'auth_code', 'client_credentials']);
    case 'access_token': return context.token;
    default: return oddText(random);
  }
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=klingon',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  '',
];

async function addBody(random: Random, target: FuzzRoute, context: FuzzContext, request: FuzzRequest): Promise<void> {
  const kind = random.int(12);
  let body: string | Uint8Array;
  if (kind < 5) body = JSON.stringify(oddObject(random, target.body ?? []));
  else if (kind === 5) body = JSON.stringify(oddValue(random));
  else if (kind === 6) body = random.pick(['{', '{"email":', '{"a":1,}', "{'a':1}", '[1,2', 'nul', '\ufeff{}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '"\\', '']);
  else if (kind === 7) body = `{"email":"${'a'.repeat(random.pick([1_000, 99_000, 120_000]))}@example.com"}`;
  else if (kind === 8) body = deeplyNested(random.pick([50, 500, 5_000]));
  else if (kind === 9) body = new Uint8Array(Array.from({ length: 1 + random.int(64) }, () => random.int(256)));
  else if (kind === 10) body = `email=${urlPart(random, oddText(random))}&password[]=1&__proto__[x]=1`;
  else body = JSON.stringify(validish(random, target, context));
  request.body = body;
  request.headers['content-type'] = random.chance(0.7) ? 'application/json' : random.pick(CONTENT_TYPES);
  if (random.chance(0.05)) request.headers['content-encoding'] = random.pick(['gzip', 'deflate', 'br', 'identity', 'x-unknown']);
  if (target.label.endsWith('/webhook') && random.chance(0.6)) {
    request.headers['stripe-signature'] = random.chance(0.75)
      ? await context.signWebhook(typeof body === 'string' ? body : new TextDecoder().decode(body))
      : random.pick(['t=1,v1=deadbeef', 't=abc,v1=', 'v1=x', 't=99999999999,v1=00', oddHeader(random)]);
  }
}

function deeplyNested(depth: number): string {
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
}

/** A body close to what the route expects, one field made odd: it gets past the shape checks that stop the rest. */
function validish(random: Random, target: FuzzRoute, context: FuzzContext): unknown {
  if (target.label.endsWith('/webhook')) {
    const object = random.pick([null, [], 'x', { id: 'cs_test_fuzz', client_reference_id: context.userId, metadata: oddObject(random, ['user_id', 'credits', 'product_id']), payment_status: 'paid' }]);
    return { id: `evt_${random.int(1e9)}`, type: random.pick(['checkout.session.completed', 'checkout.session.async_payment_succeeded', oddText(random)]), data: random.chance(0.8) ? { object } : oddValue(random) };
  }
  const plausible: Record<string, unknown> = {
    email: `fuzz.${random.int(1e6)}@example.com`,
    password: 'Maple!Harbour7Quay',
    lat: 43.6515,
    lng: -79.3985,
    source: 'Map Click',
    address: '100 Queen St W',
    productId: 'single-report',
    card_number: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
    name: 'Fuzz',
    token: '123456',
    type: 'signup',
  };
  const body: Record<string, unknown> = {};
  for (const field of target.body ?? []) body[field] = plausible[field] ?? oddText(random);
  const fields = target.body ?? [];
  if (fields.length > 0) body[random.pick(fields)] = oddValue(random);
  return body;
}
