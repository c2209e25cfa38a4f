// The install offer in Chromium, which hands an installable app its beforeinstallprompt: the app keeps it and offers
// "Install app" where the user looks for it — the desktop top bar, the phone menu — and the offer goes once used.

import { mkdir } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { seriousAxeViolations, smallTouchTargets } from './page-checks';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = 'test-results/screenshots';

/** Counts the calls of the browser's own prompt(), which still runs. */
const COUNT_PROMPTS = `
  window.__installPrompts = 0;
  const prompt = BeforeInstallPromptEvent.prototype.prompt;
  BeforeInstallPromptEvent.prototype.prompt = function () {
    window.__installPrompts += 1;
    return prompt.call(this);
  };
`;

describe('the install offer', () => {
  it('when Chromium offers to install on a desktop, then the top bar has Install app, and pressing it shows the prompt and the offer goes', async () => {
    const browser = await launchBrowser({ width: 1280, height: 800 });
    try {
      const page = await browser.context.newPage();
      await page.addInitScript(COUNT_PROMPTS);
      await page.goto(`${baseUrl}/`);
      const install = page.getByRole('banner').getByRole('button', { name: 'Install app' });
      await install.waitFor({ timeout: 60_000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await smallTouchTargets(page)).toEqual([]);

      await install.click();

      await install.waitFor({ state: 'detached', timeout: 10_000 });
      expect(await page.evaluate('window.__installPrompts')).toBe(1);
    } finally {
      await browser.close();
    }
  });

  it('when Chromium offers to install on a phone, then the menu has Install app', async () => {
    const browser = await launchBrowser({ width: 390, height: 844, hasTouch: true });
    try {
      const page = await browser.context.newPage();
      await page.goto(`${baseUrl}/legal`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });

      await menu.getByRole('button', { name: 'Install app' }).waitFor({ timeout: 60_000 });

      expect(await menu.getByRole('heading', { name: 'App' }).count()).toBe(1);
      await mkdir(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: `${SCREENSHOTS}/install-offer-phone-menu.png` });
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
