// Starts analytics once the page has rendered, and shows the consent banner (its own chunk) only where analytics is
// configured and this device has not chosen yet: never in prerendered HTML, never before hydration.
import { lazy, Suspense, useEffect } from 'react';
import { analytics, useAnalyticsConsent, type AnalyticsPort } from '../platform/analytics';

const ConsentBanner = lazy(async () => ({ default: (await import('../features/analytics-consent/consent-banner')).ConsentBanner }));

export function AnalyticsConsent({ port = analytics() }: { port?: AnalyticsPort }) {
  const consent = useAnalyticsConsent(port);

  useEffect(() => port.start(), [port]);

  return consent === 'unset' ? (
    <Suspense fallback={null}>
      <ConsentBanner port={port} />
    </Suspense>
  ) : null;
}
