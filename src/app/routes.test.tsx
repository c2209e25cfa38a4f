import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from './providers';
import { AppRoutes } from './routes';

/** Our API is not running in unit tests: every call answers 503, as an unreachable server would. */
function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      new Response(JSON.stringify({ error: { code: 'unavailable', message: 'Not running in tests' } }), {
        status: 503,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
}

/** Every address the router has shown, in order. */
let visited: string[] = [];

function LocationProbe() {
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  if (visited.at(-1) !== address) visited.push(address);
  return null;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers>
        <AppRoutes />
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  stubApi();
  visited = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HEADINGS: readonly [path: string, heading: string][] = [
  ['/', 'AI-Powered Zoning Intelligence'],
  ['/map', 'Toronto Zoning Map'],
  ['/login', 'Sign In'],
  ['/login?mode=signup', 'Create Account'],
  ['/login?mode=forgot-password', 'Reset Your Password'],
  ['/auth/callback', 'Completing Sign-in'],
  ['/reset-password', 'Set a New Password'],
  ['/legal', 'Legal'],
  ['/pricing', 'Pricing'],
  ['/checkout/cs_local_1', 'Checkout'],
  ['/blog', 'Blog'],
  ['/blog/how-to-read-a-toronto-zone-label', 'How to Read a Toronto Zone Label'],
  ['/contact', 'Contact Us'],
  ['/account', 'Account Overview'],
  ['/account/overview', 'Account Overview'],
  ['/account/settings', 'Account Settings'],
  ['/account/reports', 'My Reports'],
  ['/account/pricing', 'Plans & Pricing'],
  ['/account-old', 'My Account'],
  ['/reports', 'Saved Reports'],
  ['/no-such-page', 'Page not found'],
];

describe('routes', () => {
  it.each(HEADINGS)('%s shows the heading "%s"', async (path, heading) => {
    renderAt(path);
    // Pages load lazily: the first import of a page's modules is transformed on demand, slow on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeTruthy();
  });

  it('/email-confirmed redirects to /login and keeps the query string', async () => {
    renderAt('/email-confirmed?code=abc123&type=signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    // /login then trades the code for a session and takes it off the address once the sign-in service is ready.
    expect(visited.slice(0, 2)).toEqual(['/email-confirmed?code=abc123&type=signup', '/login?code=abc123&type=signup']);
  });

  it('account pages ask a signed-out visitor to sign in, with ways home and to /login', async () => {
    renderAt('/account/settings');
    const prompt = (await screen.findByRole('heading', { name: 'Sign in required' })).closest('section') as HTMLElement;
    expect(within(prompt).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(within(prompt).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('/checkout/:sessionId asks a signed-out visitor to sign in before paying', async () => {
    renderAt('/checkout/cs_local_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in required' })).toBeTruthy();
  });

  it('/legal shows both tabs, each last updated 14 Jul 2025', async () => {
    renderAt('/legal');
    expect(await screen.findByRole('tab', { name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText((_, element) => element?.tagName === 'EM' && element.textContent === 'Last updated: 14 Jul 2025')).toBeTruthy();
  });

  it('/blog lists the six built-in articles', async () => {
    renderAt('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(6);
  });

  it('/pricing falls back to the published offer when products cannot be loaded', async () => {
    renderAt('/pricing');
    expect(screen.queryByText('Loading pricing information...') ?? (await screen.findByRole('heading', { name: 'Pricing' }))).toBeTruthy();
    expect(await screen.findByText('Failed to load pricing information')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Single Report' })).toBeTruthy();
  });
});
