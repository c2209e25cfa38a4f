// A proxy in front of the test server for the offline tests: it notes the path of every request that reaches it (what
// left the browser, the service worker's own fetches included) and drops them all while the network is cut, since
// Playwright's offline mode need not cut the worker's fetches.

import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';

export interface TestProxy {
  /** http://localhost:<port>: an origin of its own, so its service worker and caches are this test file's. */
  readonly baseUrl: string;
  /** The paths that reached the server through it, in order. */
  readonly reached: string[];
  /** While true, every request is dropped. */
  cut: boolean;
  close(): Promise<void>;
}

export async function startTestProxy(target: string): Promise<TestProxy> {
  const state = { cut: false, reached: [] as string[] };
  const server: Server = createServer((incoming, answer) => {
    if (state.cut) return void answer.destroy();
    state.reached.push(new URL(incoming.url ?? '/', target).pathname);
    const outgoing = forward(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: incoming.headers }, (upstream) => {
      answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(answer);
    });
    outgoing.on('error', () => answer.destroy());
    incoming.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://localhost:${(server.address() as AddressInfo).port}`,
    reached: state.reached,
    get cut() {
      return state.cut;
    },
    set cut(value) {
      state.cut = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Cuts the network (true) or brings it back, for the page and its service worker: the browser's offline mode and the
 * proxy with it. Cut, the HTTP cache is emptied too, so what answers is the service worker's caches alone.
 */
export async function setNetworkCut(context: BrowserContext, page: Page, proxy: TestProxy, cut: boolean): Promise<void> {
  proxy.cut = cut;
  await context.setOffline(cut);
  if (!cut) return;
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}
