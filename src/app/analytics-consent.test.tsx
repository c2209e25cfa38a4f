// The consent banner in the app: shown only with a measurement id and no choice yet; Accept loads the analytics script,
// Decline does not; either way the banner goes and the choice is remembered, and the footer's button asks again.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createAnalytics, GTAG_SCRIPT_ORIGIN } from '../platform/analytics';
import { ANALYTICS_CHOICE_LABEL, AnalyticsChoiceButton, AnalyticsConsent } from './analytics-consent';

afterEach(() => {
  cleanup();
  const win = window as Window & { dataLayer?: unknown[]; gtag?: unknown };
  delete win.dataLayer;
  delete win.gtag;
  window.localStorage.clear();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const port = (measurementId: string | undefined) => createAnalytics({ measurementId, warn: () => undefined, afterLoad: (run) => run() });
const gtagScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src.startsWith(GTAG_SCRIPT_ORIGIN));

function renderConsent(analytics = port('G-TEST123')) {
  render(
    <MemoryRouter>
      <main>
        <AnalyticsConsent port={analytics} />
      </main>
      <footer>
        <AnalyticsChoiceButton port={analytics} />
      </footer>
    </MemoryRouter>,
  );
  return analytics;
}

describe('AnalyticsConsent', () => {
  it('when analytics is configured and no choice was made, then the banner asks, with Accept and Decline', async () => {
    renderConsent();

    expect(await screen.findByRole('region', { name: 'Usage analytics' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(gtagScripts()).toHaveLength(0);
  });

  it('when no measurement id is configured, then no banner shows', async () => {
    renderConsent(port(undefined));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Usage analytics' })).toBeNull();
  });

  it('when Accept is pressed, then the banner goes, the choice is granted and the script is added', async () => {
    const analytics = renderConsent();

    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));

    expect(screen.queryByRole('region', { name: 'Usage analytics' })).toBeNull();
    expect(analytics.consent()).toBe('granted');
    expect(gtagScripts()).toHaveLength(1);
  });

  it('when Decline is pressed, then the banner goes, no script is added, and the next visit is not asked again', async () => {
    renderConsent();

    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    cleanup();
    const nextVisit = renderConsent();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(nextVisit.consent()).toBe('denied');
    expect(screen.queryByRole('region', { name: 'Usage analytics' })).toBeNull();
    expect(gtagScripts()).toHaveLength(0);
  });

  it('when checked by axe, then the banner has no serious or critical violations', async () => {
    renderConsent();
    await screen.findByRole('region', { name: 'Usage analytics' });

    const results = await axe.run(document.body);

    expect(results.passes.length).toBeGreaterThan(0);
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking.map((violation) => violation.id)).toEqual([]);
  });

  it('when the visitor has not chosen, then the footer offers no choice button', async () => {
    renderConsent();

    await screen.findByRole('region', { name: 'Usage analytics' });
    expect(screen.queryByRole('button', { name: ANALYTICS_CHOICE_LABEL })).toBeNull();
  });

  it('when the visitor accepted and then presses Analytics choice, then the banner asks again and nothing is sent meanwhile', async () => {
    const analytics = renderConsent();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));

    fireEvent.click(screen.getByRole('button', { name: ANALYTICS_CHOICE_LABEL }));

    expect(await screen.findByRole('region', { name: 'Usage analytics' })).toBeTruthy();
    expect(analytics.consent()).toBe('unset');
    expect(screen.queryByRole('button', { name: ANALYTICS_CHOICE_LABEL })).toBeNull();
  });
});
