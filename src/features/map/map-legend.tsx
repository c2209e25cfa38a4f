// The 'Toronto Zoning' legend: open by default on desktop, behind a toggle on mobile.
import { useState } from 'react';
import { FORMER_CITY_COLOUR, ZONE_COLOURS } from '../../lib/zoning/zone-colours';
import './map.css';

const DESKTOP_QUERY = '(min-width: 768px)';

function startsOpen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;
}

export function MapLegend() {
  const [open, setOpen] = useState(startsOpen);
  return (
    <details className="map-legend" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="map-legend__summary">Toronto Zoning</summary>
      <ul className="map-legend__list">
        {ZONE_COLOURS.map((entry) => (
          <li key={entry.group} className="map-legend__item">
            <span className="map-legend__swatch" style={{ background: entry.colour }} aria-hidden="true" />
            {entry.label} ({entry.group})
          </li>
        ))}
        <li className="map-legend__item">
          <span className="map-legend__swatch map-legend__swatch--hatched" style={{ color: FORMER_CITY_COLOUR }} aria-hidden="true" />
          Former City by-law area
        </li>
      </ul>
    </details>
  );
}
