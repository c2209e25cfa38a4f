// The home page (spec §1): tagline, Launch Map, the sample report, how it works, and pricing.
import { Link } from 'react-router-dom';
import { analyticsEvents, track, useTrackView } from '../../platform/analytics';
import { DataInUseSlot } from '../../ui/data-in-use-line';
import { EnterpriseOffer, SingleReportOffer } from '../../ui/offer-cards';
import { useDocumentTitle } from '../../ui/page';
import './home.css';

const STEPS = [
  {
    title: 'Search any Toronto address',
    text: 'Type an address or click a parcel on the map. ZoneBrief finds the property and the zone it sits in.',
  },
  {
    title: 'AI analyzes zoning by-laws',
    text: 'The zone string, exceptions, height and lot-coverage overlays are read against City-wide Zoning By-law 569-2013.',
  },
  {
    title: 'Get a comprehensive report',
    text: 'Download a Type D Informational Zoning Brief as a PDF, with the rules that apply and links to the by-law text.',
  },
] as const;

export function HomePage() {
  useDocumentTitle('');
  useTrackView(analyticsEvents.homepageView);
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <p className="home__eyebrow">ZoneBrief for Toronto</p>
        <h1 id="home-title" className="home__title">
          AI-Powered Zoning Intelligence
        </h1>
        <p className="home__lead">
          Zoning details for any Toronto address or parcel in seconds, and a Type D Informational Zoning Brief when you
          need one. Built for real estate professionals.
        </p>
        <div className="button-row home__actions">
          <Link className="button button--primary home__cta" to="/map">
            Launch Map
          </Link>
          <a className="button button--secondary home__cta" href="/zoning-analysis-sample.pdf" download onClick={() => track(analyticsEvents.sampleReportDownload('zoning-analysis-sample.pdf'))}>
            Download Sample Report (PDF)
          </a>
        </div>
        {/* The line comes with the dataset's answer, after the first paint: its room is kept, so nothing moves then. */}
        <DataInUseSlot place="home" slotClassName="home__data-slot" className="home__data-note" />
      </section>

      <section className="home__section" aria-labelledby="how-title">
        <h2 id="how-title" className="home__section-title">
          How it works
        </h2>
        <ol className="home__steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="home__step">
              <span className="home__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="home__step-title">{step.title}</h3>
              <p className="home__step-text">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="home__section" aria-labelledby="pricing-title">
        <h2 id="pricing-title" className="home__section-title">
          Simple pricing
        </h2>
        <p className="home__section-lead">
          Pay per report: one credit per analysis. No subscriptions. Prices in CAD; credits do not expire.
        </p>
        <div className="offers">
          <SingleReportOffer
            action={
              <Link className="button button--primary button--block" to="/pricing">
                Get a Report
              </Link>
            }
          />
          <EnterpriseOffer source="home" />
        </div>
      </section>
    </div>
  );
}
