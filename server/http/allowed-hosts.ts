// Outside production, the server answers only requests that name a loopback host or PUBLIC_URL's host (others: 421), so
// that a DNS-rebinding page, whose requests carry its own name in Host, cannot read /dev/mailbox or the API on a
// developer's machine (docs/http.md, "Which hosts a development server answers").

import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from './app-error';

/** Whether a request's Host header names a host this server answers for. */
export type HostAllowed = (host: string | undefined) => boolean;

/**
 * What a Host header may hold (RFC 9110 §7.2): a name or IPv4 address, or an IPv6 address in brackets, then an optional
 * port. Anything else (userinfo, a path, spaces, a bare IPv6 address) names no host, so it is refused rather than guessed at.
 */
const HOST_HEADER = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._~-]+)(?::\d{0,5})?$/i;

/**
 * The hostname a Host header names, written as WHATWG URL writes one (lower case, IPv4 in dotted decimal, IPv6 compressed
 * and in brackets) and without a trailing dot (`localhost.` is `localhost`); null when it names none.
 */
function hostnameOf(host: string | undefined): string | null {
  if (host === undefined || !HOST_HEADER.test(host)) return null;
  try {
    return withoutTrailingDot(new URL(`http://${host}`).hostname);
  } catch {
    // Not a host URL accepts either: a port past 65535, an IPv4-looking name out of range, a malformed IPv6 address.
    return null;
  }
}

/**
 * Loopback names: `localhost` and `*.localhost` (browsers resolve them to loopback themselves, never through DNS, so no
 * one else can own them), 127.0.0.0/8 and [::1]. An address literal is safe to answer: a page at an address is not
 * another site's page.
 */
function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * Loopback hosts with any port, and PUBLIC_URL's hostname with any port: the port adds nothing against rebinding (a
 * rebinding page's Host names its own host; the port is the one the browser dialled), and PUBLIC_URL may name the port
 * of something in front of this server (a tunnel, a local TLS proxy) rather than this server's own.
 */
export function allowedHosts(publicUrl: string | undefined): HostAllowed {
  const publicHostname = publicUrl === undefined ? null : withoutTrailingDot(new URL(publicUrl).hostname);
  return (host) => {
    const hostname = hostnameOf(host);
    return hostname !== null && (isLoopbackHostname(hostname) || hostname === publicHostname);
  };
}

/**
 * Answers a request to another host 421 Misdirected Request: this server is not the one that name is for. It reads the
 * Host header itself, never req.hostname, which trusts X-Forwarded-Host from a loopback peer, and a rebinding page
 * in the developer's browser is one, free to set that header.
 */
export function refuseMisdirectedRequests(allowed: HostAllowed, publicUrl: string | undefined): RequestHandler {
  const message = publicUrl
    ? `This development server answers only at localhost and at PUBLIC_URL's host (${new URL(publicUrl).hostname}). Open it at one of them, or set PUBLIC_URL to the address you open it at.`
    : 'This development server answers only at localhost (127.0.0.1, [::1]). To open it by another name or address (a phone on your network, say), set PUBLIC_URL to that address, e.g. http://192.168.1.20:8080.';
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (allowed(req.headers.host)) next();
    else next(new AppError('misdirected_request', 421, message));
  };
}

function withoutTrailingDot(hostname: string): string {
  return hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
}
