// @vitest-environment node
// Analytics where pages are rendered ahead of time (Node, no window): the port can be created and asked, and the
// consent banner is never part of the prerendered HTML, even with a measurement id.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../platform/analytics-events';
import { createAnalytics } from '../platform/analytics';
import { AnalyticsConsent } from './analytics-consent';

describe('analytics without a window', () => {
  it('when the port is created and used where there is no window, then nothing throws and nothing is sent', () => {
    expect(typeof window).toBe('undefined');
    const port = createAnalytics({ measurementId: 'G-TEST123', warn: () => undefined });

    expect(port.consent()).toBe('unset');
    expect(() => port.track(analyticsEvents.homepageView())).not.toThrow();
  });

  it('when the app is rendered to HTML with analytics configured, then the consent banner is not in it', () => {
    const port = createAnalytics({ measurementId: 'G-TEST123', warn: () => undefined });

    const html = renderToString(createElement(AnalyticsConsent, { port }));

    expect(html).toBe('');
  });
});
