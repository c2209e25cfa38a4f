// Starts analytics once the page has rendered, and shows the consent banner (its own chunk) only where analytics is
// configured and this device has not chosen yet: never in prerendered HTML, never before hydration.
import { lazy, Suspense, useEffect } from 'react';
import { analytics, useAnalyticsConsent, type AnalyticsPort } from '../platform/analytics';

/** The footer's button that asks again; the privacy policy names it. */
export const ANALYTICS_CHOICE_LABEL = 'Analytics choice';

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

/**
 * Where a visitor who chose (either way) chooses again: it forgets the choice, stops sending, and the banner asks anew.
 * Absent where analytics is not configured, before a choice, and in prerendered HTML.
 */
export function AnalyticsChoiceButton({ port = analytics(), className }: { port?: AnalyticsPort; className?: string }) {
  const consent = useAnalyticsConsent(port);
  if (consent !== 'granted' && consent !== 'denied') return null;
  return (
    <button type="button" className={className} onClick={() => port.forgetConsent()}>
      {ANALYTICS_CHOICE_LABEL}
    </button>
  );
}
