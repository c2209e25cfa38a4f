// For end-to-end tests: the steps a person takes in the browser to sign in and to buy a credit with the embedded
// checkout's test card.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { E2E_PASSWORD } from './accounts';

/** Fills and sends the sign-in form of the /login page already open. */
export async function fillSignIn(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

/** Signs in from /login and waits for the landing on Home. */
export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await fillSignIn(page, email);
  await page.waitForURL(`${baseUrl}/`, { timeout: 15_000 });
}

/** Fills and sends the embedded checkout's card form. */
export async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel(/Expiry/).fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Buys one credit from /account/pricing as a signed-in user with no credits, and waits for the overview to show it. */
export async function buyOneCredit(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/account/pricing`);
  await page.getByRole('button', { name: 'Purchase' }).click();
  await page.waitForURL(/\/checkout\//, { timeout: 15_000 });
  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL(`${baseUrl}/account/overview`, { timeout: 15_000 });
  // The overview shows the cached balance first; the bought credit is there once the account call has answered.
  await expect.poll(async () => (await page.locator('.account__balance').textContent())?.trim(), { timeout: 10_000 }).toBe('1');
}
