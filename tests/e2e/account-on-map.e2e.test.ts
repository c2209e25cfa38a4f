// Issue 11, points 6 and 7, in Chromium against the real server: the account on /map (balance and a way to the account
// at a desktop and a phone size; the legend folding off the selection) and messages where the eye is (sign-up's
// success in view, the confirmation's welcome and its 2 s redirect, what a purchase added, "1 Credit").

import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount, E2E_PASSWORD, uniqueEmail } from './accounts';
import { payWith, signIn } from './account-steps';
import { clearSiteStorage, launchBrowser, type Browser } from './browser';

const baseUrl = inject('baseUrl');
const SHOTS = 'test-results/screenshots';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844, hasTouch: true };

interface MailboxAnswer {
  messages: { to: string; subject: string; text: string; links: string[] }[];
}

async function mailTo(email: string): Promise<MailboxAnswer['messages']> {
  return ((await (await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as MailboxAnswer).messages;
}

async function openMap(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/map`);
  await page.locator('[data-testid="map-ready"]').waitFor({ state: 'attached', timeout: 60_000 });
  // The map writes where it came to rest into the address once it settles; leaving before that write can be
  // brought back to /map by it (seen on the phone), which is not what these tests are about.
  await page.waitForURL(/[?&]lat=/, { timeout: 5_000 }).catch(() => undefined);
}

/** Whether the whole of an element lies inside the page's viewport. */
async function inViewport(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

describe.each([
  { name: 'desktop', size: DESKTOP },
  { name: 'phone', size: PHONE },
])('the account on /map ($name)', ({ name, size }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(size);
  });
  afterAll(() => browser.close());
  beforeEach(() => clearSiteStorage(browser.context, baseUrl));

  it('when a signed-in user opens /map, then the balance shows and the account is one tap away', async () => {
    const email = uniqueEmail(`map-account-${name}`);
    await createConfirmedAccount(baseUrl, email);
    const page = await browser.context.newPage();
    await signIn(page, baseUrl, email);

    await openMap(page);
    const balance = page.getByRole('link', { name: '0 Credits' });
    const account = page.getByRole('link', { name: 'Account', exact: true });
    await balance.waitFor();
    expect(await inViewport(page, balance)).toBe(true);
    expect(await inViewport(page, account)).toBe(true);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/account-on-map-${name}.png` });

    await account.click();
    await page.waitForURL(`${baseUrl}/account`);
    await page.getByRole('heading', { name: 'Account Overview' }).waitFor();
    await page.close();
  });

  it('when a visitor opens /map, then Sign In is offered there', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.close();
  });
});

describe('the legend over the selection (1280×800)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(DESKTOP);
  });
  afterAll(() => browser.close());

  it('when the selected place moves under the open legend, then the legend folds to its button', async () => {
    const page = await browser.context.newPage();
    await openMap(page);
    const toggle = page.getByRole('button', { name: 'Toronto Zoning' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const legend = await page.locator('.map-legend').boundingBox();
    if (!legend) throw new Error('no legend on screen');

    // A click right of the open legend selects a place; dragging the map (from above the legend, so the pointer
    // stays over the map) then carries that place under the legend.
    const picked = { x: legend.x + legend.width + 200, y: legend.y + legend.height / 2 };
    await page.mouse.click(picked.x, picked.y);
    await page.getByText('Map Click').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const grab = { x: picked.x, y: legend.y - 120 };
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x - (picked.x - (legend.x + legend.width / 2)), grab.y, { steps: 12 });
    await page.mouse.up();

    await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 5_000 }).toBe('false');
    expect(await toggle.isVisible()).toBe(true);

    // Opened again by hand, it stays open over the place.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });
});

describe('messages where the eye is', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(DESKTOP);
  });
  afterAll(() => browser.close());
  beforeEach(() => clearSiteStorage(browser.context, baseUrl));

  it.each([DESKTOP, PHONE])('when "Create Account" succeeds at $width×$height, then its message is in view', async ({ width, height }) => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height });
    await page.goto(`${baseUrl}/login?mode=signup`);
    await page.getByLabel('Email').fill(uniqueEmail('in-view'));
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    const message = page.getByText('Account created! Please check your email and click the confirmation link to complete your registration.');
    await message.waitFor();
    await expect.poll(() => inViewport(page, message), { timeout: 3_000 }).toBe(true);
    await page.close();
  });

  it('when the confirmation link is followed in another tab, then both tabs welcome the user and move on after about 2 s', async () => {
    const email = uniqueEmail('welcome');
    const signUpTab = await browser.context.newPage();
    await signUpTab.goto(`${baseUrl}/blog`);
    await signUpTab.getByRole('link', { name: 'Sign Up' }).click();
    await signUpTab.getByLabel('Email').fill(email);
    await signUpTab.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await signUpTab.getByLabel('Confirm Password').fill(E2E_PASSWORD);
    await signUpTab.getByRole('button', { name: 'Create Account' }).click();
    await signUpTab.getByText(/^Account created!/).waitFor();

    const link = (await mailTo(email)).flatMap((message) => message.links).find((href) => href.includes('type=signup'));
    if (!link) throw new Error(`no confirmation link for ${email}`);
    const linkTab = await browser.context.newPage();
    await linkTab.goto(link);

    // Both tabs at once: the sign-up tab hears of the session as soon as the link's tab has it.
    const welcomedThenMoved = async (tab: Page, landing: string) => {
      await tab.getByText('Email confirmed successfully! Welcome to ZoneBrief!').waitFor({ timeout: 5_000 });
      const shownAt = Date.now();
      expect(new URL(tab.url()).pathname).toBe('/login');
      await tab.waitForURL(landing, { timeout: 6_000 });
      await tab.getByRole('button', { name: /account menu/i }).waitFor();
      return Date.now() - shownAt;
    };
    const [linkTabWait, signUpTabWait] = await Promise.all([welcomedThenMoved(linkTab, `${baseUrl}/`), welcomedThenMoved(signUpTab, `${baseUrl}/blog`)]);
    // Spec §9: the e-mail-confirmed redirect waits 2 s (less the moment the test took to see the message).
    expect(linkTabWait).toBeGreaterThan(1_000);
    expect(signUpTabWait).toBeGreaterThan(1_000);
    await linkTab.close();
    await signUpTab.close();
  });

  it('when a purchase is paid, then the account page says it succeeded and that 1 credit arrived, and a receipt is mailed', async () => {
    const email = uniqueEmail('paid');
    await createConfirmedAccount(baseUrl, email);
    const page = await browser.context.newPage();
    await signIn(page, baseUrl, email);
    await page.goto(`${baseUrl}/account/pricing`);
    await page.getByRole('button', { name: 'Purchase' }).click();
    await page.waitForURL(/\/checkout\//, { timeout: 15_000 });
    await payWith(page, '4242 4242 4242 4242');

    await page.waitForURL(`${baseUrl}/account/overview`, { timeout: 15_000 });
    const notice = page.getByText('Payment successful! 1 credit was added to your account.');
    await notice.waitFor();
    expect(await inViewport(page, notice)).toBe(true);
    await page.getByRole('link', { name: '1 Credit', exact: true }).waitFor();
    expect(await page.getByText('1 Credits').count()).toBe(0);

    await expect.poll(async () => (await mailTo(email)).filter((message) => message.subject === 'Your ZoneBrief receipt').length).toBe(1);
    const [receipt] = (await mailTo(email)).filter((message) => message.subject === 'Your ZoneBrief receipt');
    expect(receipt?.text).toContain('Amount paid: 49.00 CAD');
    expect(receipt?.text).toContain('Credits added: 1 credit');
    await page.close();
  });
});
