// The Analysis tab (loaded lazily): what a zoning brief for the selected place contains and how to get one.
import { Link } from 'react-router-dom';
import { useSession } from '../../platform/session';
import { Card } from '../../ui/card';
import type { PlaceLookup } from './model';

export function AnalysisTab({ lookup }: { lookup: PlaceLookup }) {
  const session = useSession();
  const answer = lookup.status === 'ready' ? lookup.answer : null;
  return (
    <div className="place-panel__stack">
      <Card level={3} title="Zoning Analysis">
        {answer ? (
          <p>
            {answer.parcel?.address_full ?? 'Selected location'} · Zone <strong>{answer.zone.zone_code}</strong>
          </p>
        ) : (
          <p className="place-panel__empty">Select a property on the map to analyse it.</p>
        )}
        <p>A Type D Informational Zoning Brief for this property includes:</p>
        <ul>
          <li>Permitted uses for the zone and any exception</li>
          <li>Lot, height, coverage and density standards</li>
          <li>Overlays and former by-law notes that apply</li>
          <li>Links to the by-law sections, as a PDF you keep</li>
        </ul>
        <p className="hint">One credit per analysis. Informational only, not legal advice.</p>
        {session.status === 'signed-in' ? (
          <button type="button" className="button button--primary button--block" disabled={!answer}>
            Generate Report (1 credit)
          </button>
        ) : (
          <Link className="button button--primary button--block" to="/login">
            Sign In to Generate a Report
          </Link>
        )}
      </Card>
    </div>
  );
}
