// How long the server waits for a request's headers and for the whole request, and keeps an idle connection open:
// Node's own limits, given to the server app.listen makes (docs/http.md, "How long the server waits for a request").

import type { ServerOptions } from 'node:http';

export interface ServerLimits {
  /** From a request's first byte (or the connection's opening) to the end of its headers. */
  headersTimeoutMs: number;
  /** From a request's first byte to the end of its body; the response is not counted (a stream or download may last). */
  requestTimeoutMs: number;
  /** How long a connection may sit idle after a response before the server closes it. */
  keepAliveTimeoutMs: number;
  /** How often Node looks for requests past the two timeouts above: a request outlives its timeout by up to this much. */
  checkIntervalMs: number;
}

export const SERVER_LIMITS: ServerLimits = Object.freeze({
  // Headers arrive in a packet or two; 10 s covers a phone on a bad link many times over (Node's default is 60 s).
  headersTimeoutMs: 10_000,
  // The largest body read is 256 kB (the payment webhook, from Stripe's servers); a person's are JSON under 100 kB, at
  // most a few kB in practice. 30 s lets 100 kB arrive at 3.4 kB/s (Node's default is 300 s).
  requestTimeoutMs: 30_000,
  // Longer than a proxy's idle timeout for its upstream connections (AWS ALB and nginx: 60 s), so the proxy, not this
  // server, closes an idle one; the other way round, a proxy can send a request on a connection just as it closes (502).
  keepAliveTimeoutMs: 65_000,
  // Node's default (30 s) would let a slow request outlive its 30 s by as much again.
  checkIntervalMs: 1_000,
});

/** The limits as node:http's createServer takes them (it refuses a headersTimeout longer than the requestTimeout). */
export function serverOptions(limits: ServerLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}
