// /contact (spec §1): the support e-mail with the promise of a reply within 24 hours on business days, and an
// enterprise inquiry whose subject names this page as its source.
import { Link } from 'react-router-dom';
import { enterpriseInquiryMailto, mailtoLink, SUPPORT_EMAIL, SUPPORT_SUBJECT } from '../../lib/contact/mailto';
import { analyticsEvents, track } from '../../platform/analytics';
import { Card } from '../../ui/card';
import { Page } from '../../ui/page';
import './contact.css';

const SUPPORT_MAILTO = mailtoLink(SUPPORT_SUBJECT);
const ENTERPRISE_MAILTO = enterpriseInquiryMailto('/contact');

export function ContactPage() {
  return (
    <Page title="Contact Us" lead="Questions about a report, your account or the data? We're here to help.">
      <div className="contact__grid">
        <Card title="Support">
          <p>
            E-mail <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>. We reply within 24 hours on business days.
          </p>
          <p className="contact__hint">
            For a question about a report, include its report ID (it starts with ZP-) and the property address.
          </p>
          <a className="button button--primary" href={SUPPORT_MAILTO}>
            E-mail Support
          </a>
        </Card>
        <Card title="Enterprise and Sales">
          <p>
            Need reports for a team, a portfolio or site selection? Ask about custom pricing and invoiced billing in CAD.
          </p>
          <a className="button button--secondary" href={ENTERPRISE_MAILTO} onClick={() => track(analyticsEvents.enterpriseInquiry('contact'))}>
            Contact Sales
          </a>
        </Card>
        <Card title="Before you write">
          <ul className="contact__list">
            <li>
              Zoning details for a single property are free on the <Link to="/map">map</Link>.
            </li>
            <li>
              Prices and credits are explained on the <Link to="/pricing">pricing page</Link>.
            </li>
            <li>
              Terms and privacy are on the <Link to="/legal">legal page</Link>.
            </li>
            <li>
              For an official zoning determination, contact Toronto Building (City of Toronto) or call 311.
            </li>
          </ul>
        </Card>
      </div>
    </Page>
  );
}
