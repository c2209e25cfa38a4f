// The footer: secondary links, the not-legal-advice note, the copyright line and which data is in use.
import { Link } from 'react-router-dom';
import { DataInUseLine } from '../../ui/data-in-use-line';
import { AnalyticsChoiceButton } from '../analytics-consent';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/map">Map</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/pricing">Pricing</Link>
            </li>
            <li>
              <Link to="/legal">Legal</Link>
            </li>
            <li>
              <Link to="/contact">Contact Us</Link>
            </li>
            <li>
              <AnalyticsChoiceButton className="site-footer__button" />
            </li>
          </ul>
        </nav>
        <p className="site-footer__note">
          ZoneBrief reports are Type D Informational Zoning Briefs. They are not legal advice; confirm requirements with
          the City of Toronto before you rely on them.
        </p>
        <p className="site-footer__note">© {new Date().getFullYear()} ZoneBrief.</p>
        <DataInUseLine place="footer" className="site-footer__note" />
      </div>
    </footer>
  );
}
