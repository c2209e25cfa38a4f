// The two offers the product makes (spec §9): a single report for credits, and enterprise on request.
import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { enterpriseInquiryMailto } from '../lib/contact/mailto';
import { creditCount } from '../lib/payments/credit-count';
import { analyticsEvents, track } from '../platform/analytics';
import type { InquirySource } from '../platform/analytics-events';
import './offer-cards.css';

export { SUPPORT_EMAIL } from '../lib/contact/mailto';
export const SINGLE_REPORT_PRICE_CAD = 49;
export const SINGLE_REPORT_NOTE = 'Limited post-launch price';

interface SingleReportOfferProps {
  /** Price from the products API when known; the published price otherwise. */
  priceCad?: number;
  credits?: number;
  /** The product's note (spec §9 'Limited post-launch price'); null for none. */
  note?: string | null;
  action: ReactNode;
}

export function SingleReportOffer({ priceCad = SINGLE_REPORT_PRICE_CAD, credits = 1, note = SINGLE_REPORT_NOTE, action }: SingleReportOfferProps) {
  const titleId = useId();
  return (
    <article className="offer offer--featured" aria-labelledby={titleId}>
      {note ? <p className="offer__badge">{note}</p> : null}
      <h3 id={titleId} className="offer__title">
        Single Report
      </h3>
      <p className="offer__price">
        <span className="offer__amount">${priceCad}</span> <span className="offer__currency">CAD</span>
        <span className="offer__period"> one-time</span>
      </p>
      <ul className="offer__features">
        <li>
          {creditCount(credits)}: one credit buys one analysis
        </li>
        <li>Type D Informational Zoning Brief as a PDF</li>
        <li>Zone, exceptions, height and coverage overlays</li>
        <li>Credits never expire</li>
        <li>No subscriptions: pay only when you need a report</li>
      </ul>
      {action}
    </article>
  );
}

/** `source`: the page it is on, which the enterprise inquiry event names (spec §1). */
export function EnterpriseOffer({ source }: { source: InquirySource }) {
  const titleId = useId();
  // The inquiry's subject names the page it was sent from (home, pricing or Plans & Pricing).
  const { pathname } = useLocation();
  return (
    <article className="offer" aria-labelledby={titleId}>
      <h3 id={titleId} className="offer__title">
        Enterprise
      </h3>
      <p className="offer__price">
        <span className="offer__amount offer__amount--text">Custom pricing</span>
      </p>
      <ul className="offer__features">
        <li>Volume credits for teams and brokerages</li>
        <li>Portfolio and site-selection screening</li>
        <li>Invoiced billing in CAD</li>
        <li>Priority support</li>
      </ul>
      <a className="button button--secondary button--block" href={enterpriseInquiryMailto(pathname)} onClick={() => track(analyticsEvents.enterpriseInquiry(source))}>
        Contact Sales
      </a>
    </article>
  );
}
