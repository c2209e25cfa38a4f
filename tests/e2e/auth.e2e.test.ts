// Accounts in Chromium against the real server and its embedded auth service: every e-mail is read from /dev/mailbox
// as a person would, by opening it and following the link or copying the code.

import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clearSiteStorage, launchBrowser, type Browser } from './browser';
import { seriousAxeViolations, smallTouchTargets } from './page-checks';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Harbour!Lights72';
const NEW_PASSWORD = 'Ravine#Trail58';

let browser: Browser;
let counter = 0;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// One browser profile serves every test: each starts signed out, as a fresh visitor.
beforeEach(() => clearSiteStorage(browser.context, baseUrl));

function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${Date.now()}-${counter}@example.com`;
}

/** A fresh page whose uncaught errors fail the test. */
async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}${path}`);
  return { page, errors };
}

/** Opens the mailbox filtered to one address and follows the newest link whose URL contains `linkPart`. */
async function followMailLink(page: Page, email: string, linkPart: string): Promise<void> {
  const link = page.locator(`a[href*="${linkPart}"]`).first();
  // Reset and resend e-mails are handed to the mailer after the answer, so the mailbox is reloaded until it shows.
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`);
        return link.count();
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  await link.click();
}

async function readMailCode(page: Page, email: string): Promise<string> {
  await page.goto(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`);
  const text = await page.locator('main').innerText();
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mailbox for ${email}:\n${text}`);
  return code;
}

async function expectSignedIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/i }).waitFor({ timeout: 15_000 });
}

async function signUpAndConfirm(email: string, password = PASSWORD): Promise<Page> {
  const { page } = await openPage('/login?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created! Please check your email and click the confirmation link to complete your registration.').waitFor();
  await followMailLink(page, email, 'type=signup');
  await page.getByText('Email confirmed successfully! Welcome to ZoneBrief!').waitFor();
  await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
  await expectSignedIn(page);
  return page;
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
}

describe('accounts', () => {
  it('when a visitor signs up and follows the confirmation link from the mailbox, then they are signed in', async () => {
    const page = await signUpAndConfirm(uniqueEmail('signup'));
    await expect(page.getByText(/\d+ Credits/).first().isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('when a visitor signs in with a one-time code from the mailbox, then a new account is made and signed in', async () => {
    const email = uniqueEmail('code');
    const { page, errors } = await openPage('/login?mode=code');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByText(`We've sent a 6-digit code to ${email}`).waitFor();

    const mailbox = await browser.context.newPage();
    const code = await readMailCode(mailbox, email);
    await mailbox.close();
    await page.getByLabel('Verification Code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByRole('button', { name: 'Verify Code' }).click();

    await page.getByText('Welcome to ZoneBrief! Your account has been created and you are now signed in.').waitFor();
    await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
    await expectSignedIn(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('when a password is wrong, then the message says so and offers the forgot-password link', async () => {
    const email = uniqueEmail('wrong');
    const page = await signUpAndConfirm(email);
    await logOut(page);
    await signInWithPassword(page, email, 'Not!TheRight1');
    await page.getByText(/Incorrect email or password/).waitFor();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Your Password' }).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('when a user resets a forgotten password from the e-mailed link, then the new password signs them in', async () => {
    const email = uniqueEmail('reset');
    const page = await signUpAndConfirm(email);
    await logOut(page);

    await page.goto(`${baseUrl}/login?mode=forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Password reset instructions have been sent to your email.').waitFor();

    await followMailLink(page, email, 'type=recovery');
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText(/Your password has been changed successfully/).waitFor();
    await page.waitForURL(`${baseUrl}/login`, { timeout: 10_000 });

    await signInWithPassword(page, email, NEW_PASSWORD);
    await page.getByText(`Welcome back, ${email}!`).waitFor();
    await expectSignedIn(page);
    await page.close();
  });

  it('when a signed-in user changes their password in settings, then only the new one signs them in', async () => {
    const email = uniqueEmail('change');
    const page = await signUpAndConfirm(email);
    await page.goto(`${baseUrl}/account/settings`);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your password has been changed successfully.').waitFor();

    await logOut(page);
    await signInWithPassword(page, email, PASSWORD);
    await page.getByText(/Incorrect email or password/).waitFor();
    await signInWithPassword(page, email, NEW_PASSWORD);
    await expectSignedIn(page);
    await page.close();
  });

  it('when a user deletes their account, then they are signed out on the home page and cannot sign in again', async () => {
    const email = uniqueEmail('delete');
    const page = await signUpAndConfirm(email);
    await page.goto(`${baseUrl}/account/settings`);
    await page.getByLabel(/Type "DELETE MY ACCOUNT"/).fill('DELETE MY ACCOUNT');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByText(/Your account has been deleted/).waitFor({ timeout: 15_000 });
    await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();

    await signInWithPassword(page, email, PASSWORD);
    await page.getByText(/Incorrect email or password/).waitFor();
    await page.close();
  });

  it('when a user is signed in, then the account pages and the open user menu pass axe and keep 44 px targets', async () => {
    const page = await signUpAndConfirm(uniqueEmail('axe'));
    for (const route of ['/account/overview', '/account/settings', '/account/reports', '/account/pricing', '/account-old']) {
      await page.goto(`${baseUrl}${route}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeViolations(page), route).toEqual([]);
      expect(await smallTouchTargets(page), route).toEqual([]);
    }
    await page.getByRole('button', { name: /account menu/i }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('accounts on a phone', () => {
  let phone: Browser;

  beforeAll(async () => {
    phone = await launchBrowser({ width: 390, height: 844, hasTouch: true });
  });
  afterAll(() => phone.close());

  it('when a user signs in with a code on a phone, then the menu card names them and Log out signs them out', async () => {
    const email = uniqueEmail('phone');
    const page = await phone.context.newPage();
    await page.goto(`${baseUrl}/login?mode=code`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByText(`We've sent a 6-digit code to ${email}`).waitFor();
    const mailbox = await phone.context.newPage();
    const code = await readMailCode(mailbox, email);
    await mailbox.close();
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });

    await page.getByRole('link', { name: 'Account', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText(email.split('@')[0] ?? email, { exact: true }).waitFor();
    await menu.getByText(/Credit-Based Plan • \d+ credits/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);

    await menu.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByText('Guest User').waitFor();
    await page.close();
  });
});
