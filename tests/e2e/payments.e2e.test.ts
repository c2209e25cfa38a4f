// Buying credits in Chromium with the embedded checkout: a signed-out buyer's purchase survives sign-in, the
// success card adds the product's credit once, and the decline card shows why and adds nothing.

import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createConfirmedAccount, uniqueEmail } from './accounts';
import { fillSignIn, payWith } from './account-steps';
import { clearSiteStorage, launchBrowser, type Browser } from './browser';
import { seriousAxeViolations, smallTouchTargets } from './page-checks';
import { LOCAL_SESSION_KEY } from '../../src/platform/auth/local-session';

const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

beforeEach(() => clearSiteStorage(browser.context, baseUrl));

/** The balance the server holds for the page's signed-in user, once /account/overview shows that same number. */
async function balanceOnOverview(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/account/overview`);
  // Ask the server with the page's own session, rather than catching the page's account call: a call from the
  // previous document can still be in flight when this navigation starts, and its body is then unreadable.
  const balance = await page.evaluate(async (sessionKey) => {
    const session = JSON.parse(localStorage.getItem(sessionKey) ?? 'null') as { access_token: string } | null;
    if (!session) throw new Error('no stored session');
    const answer = await fetch('/api/payments-simple/account', { headers: { Authorization: `Bearer ${session.access_token}` } });
    const { account } = (await answer.json()) as { account: { credits_balance: number } };
    return account.credits_balance;
  }, LOCAL_SESSION_KEY);
  const shown = String(balance);
  await expect.poll(async () => (await page.locator('.account__balance').textContent())?.trim(), { timeout: 10_000 }).toBe(shown);
  return shown;
}

describe('buying credits', () => {
  it('when a signed-out visitor buys, signs in and pays with the success card, then the overview shows one credit more', async () => {
    const email = uniqueEmail('buy');
    await createConfirmedAccount(baseUrl, email);
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Every path the main frame visits, client-side route changes included, to check the order of the steps.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });

    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL(/\/login/);
    await fillSignIn(page, email);

    // Back on /pricing, the kept purchase resumes and the browser goes on to the checkout.
    await page.waitForURL(/\/checkout\//, { timeout: 15_000 });
    const signInStep = visited.indexOf('/login');
    const backOnPricing = visited.indexOf('/pricing', signInStep + 1);
    const checkoutStep = visited.findIndex((path, index) => index > signInStep && path.startsWith('/checkout/'));
    expect(signInStep, visited.join(' → ')).toBeGreaterThan(-1);
    expect(backOnPricing, visited.join(' → ')).toBeGreaterThan(signInStep);
    expect(checkoutStep, visited.join(' → ')).toBeGreaterThan(backOnPricing);
    await page.getByText(/\$49\.00 CAD/).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
    await payWith(page, '4242 4242 4242 4242');

    await page.waitForURL(`${baseUrl}/account/overview`, { timeout: 15_000 });
    expect(await balanceOnOverview(page)).toBe('1');
    await expect(page.getByText('1 Credit', { exact: true }).first().isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('when the decline card is used, then the checkout says so and the balance does not change', async () => {
    const email = uniqueEmail('decline');
    await createConfirmedAccount(baseUrl, email);
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/login`);
    await fillSignIn(page, email);
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/account/pricing`);
    await page.getByRole('button', { name: 'Purchase' }).click();
    await page.waitForURL(/\/checkout\//, { timeout: 15_000 });
    await payWith(page, '4000 0000 0000 0002');

    await page.getByRole('alert').filter({ hasText: /declined/i }).waitFor();
    await expect(page.getByLabel('Name on card').inputValue()).resolves.toBe('Ada Lovelace');
    expect(await balanceOnOverview(page)).toBe('0');
    await page.close();
  });
});
