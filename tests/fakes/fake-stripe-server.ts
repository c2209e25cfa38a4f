// For tests: a local HTTP server that plays api.stripe.com's part for the two calls the server makes (Checkout Sessions
// and refunds), reached through STRIPE_API_BASE_URL: it records each request and answers as Stripe does, or with the
// error it was told to, so the Stripe adapter is tested without the network.

import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenStripeRequest {
  method: string;
  path: string;
  authorization: string;
  /** The Idempotency-Key header ('' without one). */
  idempotencyKey: string;
  form: URLSearchParams;
}

/** An error answer as Stripe sends one: `{ error: { type, code?, message } }` under an HTTP status. */
export interface StripeErrorAnswer {
  status: number;
  error: { type: string; code?: string; message: string };
}

export interface FakeStripe {
  base: string;
  seen: SeenStripeRequest[];
  /** The next request is answered with this error instead. */
  failNext(answer: StripeErrorAnswer): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const seen: SeenStripeRequest[] = [];
  // As Stripe keeps them: a refund asked again under a key already used answers the refund made the first time.
  const refundsByKey = new Map<string, unknown>();
  let failure: StripeErrorAnswer | null = null;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const request: SeenStripeRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
        form: new URLSearchParams(body),
      };
      seen.push(request);
      const answer = failure;
      failure = null;
      const id = randomBytes(8).toString('hex');
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${id}` }).end(JSON.stringify(json));
      if (answer) return send(answer.status, { error: answer.error });
      if (request.path === '/v1/refunds') {
        const refund = refundsByKey.get(request.idempotencyKey) ?? {
          id: `re_test_${id}`,
          object: 'refund',
          status: 'succeeded',
          payment_intent: request.form.get('payment_intent'),
        };
        if (request.idempotencyKey) refundsByKey.set(request.idempotencyKey, refund);
        return send(200, refund);
      }
      send(200, { id: `cs_test_${id}`, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/cs_test_${id}` });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    failNext: (answer) => void (failure = answer),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
