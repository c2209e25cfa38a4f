// The analytics consent banner (spec §1 analytics): asked once per device, only where analytics is configured. Nothing
// is sent and the analytics script is not loaded until Accept; Decline is remembered just the same.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { analytics, type AnalyticsPort } from '../../platform/analytics';
import './consent-banner.css';

export const CONSENT_TEXT =
  'May ZoneBrief use Google Analytics to count page views and which features are used? Nothing is sent unless you accept.';

export function ConsentBanner({ port = analytics() }: { port?: AnalyticsPort }) {
  const titleId = useId();
  return (
    <section className="consent-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent-banner__title">
        Usage analytics
      </h2>
      <p className="consent-banner__text">
        {CONSENT_TEXT} <Link to="/legal">Privacy Policy</Link>
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button button--secondary consent-banner__button" onClick={() => port.setConsent('denied')}>
          Decline
        </button>
        <button type="button" className="button button--primary consent-banner__button" onClick={() => port.setConsent('granted')}>
          Accept
        </button>
      </div>
    </section>
  );
}
