// Launches Debian's Chromium through playwright-core with a fresh profile (test tools cannot download browsers here).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The two sizes the public pages are checked at (issue 15): a desktop window and a phone. */
export const PUBLIC_PAGE_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** serviceWorkers 'block' keeps the app's service worker out, so page.route sees (and can slow) every request. */
export async function launchBrowser(
  options: { width?: number; height?: number; hasTouch?: boolean; serviceWorkers?: 'allow' | 'block'; javaScriptEnabled?: boolean } = {},
): Promise<Browser> {
  const profile = await mkdtemp(path.join(tmpdir(), 'zonebrief-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    hasTouch: options.hasTouch ?? false,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Makes the next page start as a fresh visitor: the profile's local and session storage cleared on `origin`. */
export async function clearSiteStorage(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/legal`);
  await page.evaluate('localStorage.clear(); sessionStorage.clear();');
  await page.close();
}
