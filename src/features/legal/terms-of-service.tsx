// Terms of Service text (last updated 14 Jul 2025). Spec §1 keeps both readings of the payment model: credits are
// one-time purchases, and a clause covers any plan offered as a subscription, which auto-renews unless cancelled.
import { SUPPORT_EMAIL } from '../../lib/contact/mailto';
import { LEGAL_LAST_UPDATED } from './last-updated';

export function TermsOfService() {
  return (
    <article className="prose" aria-labelledby="terms-title">
      <h2 id="terms-title">Terms of Service</h2>
      <p>
        <em>
          Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.text}</time>
        </em>
      </p>
      <p>
        These terms govern your use of ZoneBrief (the "Service"), a web application that shows zoning information for
        properties in the City of Toronto and produces zoning reports. By using the Service you agree to these terms.
      </p>

      <h3>1. What the Service provides</h3>
      <p>
        ZoneBrief shows zoning information drawn from the City of Toronto's published Zoning By-law 569-2013 data and
        related overlays, and produces Type D Informational Zoning Briefs. A brief summarises the zone, exceptions and
        overlays that appear to apply to a location and links to the by-law text.
      </p>

      <h3>2. Not legal or professional advice</h3>
      <p>
        Reports are informational only. They are not legal advice, a City of Toronto Zoning Certificate or Preliminary
        Project Review, or a survey. Zoning data can be incomplete, out of date or subject to
        appeals, site-specific amendments and interim control by-laws. Before you buy, sell, design or build, confirm the
        requirements with City of Toronto Building and City Planning and, where appropriate, a lawyer or planner.
      </p>

      <h3>3. Accounts</h3>
      <p>
        You are responsible for keeping your sign-in details confidential and for all activity on your account. Give us
        accurate information and keep your e-mail address current. You may delete your account at any time from Account
        Settings; deletion removes your saved reports.
      </p>

      <h3>4. Credits, prices and payment</h3>
      <ul>
        <li>Prices are shown and charged in Canadian dollars (CAD), plus any applicable taxes.</li>
        <li>One credit buys one analysis. Credits do not expire.</li>
        <li>
          Credits are sold as one-time purchases: you pay once for the credits you buy, and nothing is charged again
          unless you buy again.
        </li>
        <li>Payments are processed by a third-party card payment provider; we do not store your card details.</li>
        <li>
          Where a plan is offered as a subscription, it renews automatically at the end of each period unless you cancel
          it before the renewal date. One-time purchases do not renew.
        </li>
        <li>
          Credits are not refundable once used. If a report cannot be generated because of a fault on our side, the credit
          is returned to your balance.
        </li>
      </ul>

      <h3>5. Acceptable use</h3>
      <p>
        Do not attempt to disrupt the Service, bypass usage limits, scrape it at scale, or resell reports as your own
        product without a written agreement with us.
      </p>

      <h3>6. Data sources and intellectual property</h3>
      <p>
        Zoning and property data are published by the City of Toronto under the Open Government Licence – Toronto.
        The ZoneBrief software, design and report format belong to ZoneBrief. Reports you purchase are licensed to you for
        your own business use.
      </p>

      <h3>7. Limitation of liability</h3>
      <p>
        The Service is provided "as is". To the extent permitted by law, ZoneBrief is not liable for indirect or
        consequential losses, or for decisions made in reliance on a report. Our total liability is limited to the
        amount you paid us in the twelve months before the claim.
      </p>

      <h3>8. Changes and contact</h3>
      <p>
        We may update these terms; the date above shows the latest version. Continued use after a change means you
        accept it. Questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. These terms are governed by
        the laws of Ontario and the federal laws of Canada that apply there.
      </p>
    </article>
  );
}
