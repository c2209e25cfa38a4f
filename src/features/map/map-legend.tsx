// The 'Toronto Zoning' legend behind a toggle button: the screen opens it by default on desktop, not on phones.
import { useId, useState } from 'react';
import { FORMER_CITY_COLOUR, ZONE_COLOURS } from '../../lib/zoning/zone-colours';
import './map.css';

export function MapLegend({ defaultOpen }: { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  return (
    <div className={open ? 'map-legend map-legend--open' : 'map-legend'}>
      <button
        type="button"
        className="map-legend__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="map-legend__chevron" aria-hidden="true" />
        Toronto Zoning
      </button>
      <ul id={listId} className="map-legend__list" hidden={!open}>
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
    </div>
  );
}
