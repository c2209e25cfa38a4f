// The Property tab: empty state, loading, the outside-Toronto or error message, or the zoning and location cards.
import type { PlaceLookup } from './model';
import { OUTSIDE_TORONTO } from './model';
import { LocationCard } from './location-card';
import { ZoningCard } from './zoning-card';

export const EMPTY_STATE_TEXT = 'Click on the map or search for an address to view zoning information';
export const FORMER_CITY_TEXT =
  'This area follows Former City of Toronto by-laws. Contact City Planning for specific requirements.';
export const OUTSIDE_TORONTO_TEXT =
  'This location is outside the City of Toronto. ZoneBrief covers properties within the city only: click a point inside the dashed city boundary.';

export function PropertyTab({ lookup }: { lookup: PlaceLookup }) {
  if (lookup.status === 'idle') {
    return <p className="place-panel__empty">{EMPTY_STATE_TEXT}</p>;
  }

  const location = (
    <LocationCard
      point={lookup.point}
      source={lookup.source}
      address={lookup.status === 'ready' ? lookup.answer.parcel?.address_full : null}
    />
  );

  if (lookup.status === 'loading') {
    return (
      <div className="place-panel__stack">
        <p className="place-panel__loading" role="status">
          Loading zoning information…
        </p>
        {location}
      </div>
    );
  }

  if (lookup.status === 'failed') {
    const outside = lookup.error.code === OUTSIDE_TORONTO;
    return (
      <div className="place-panel__stack">
        <div className={outside ? 'notice notice--warning' : 'notice notice--error'} role="alert">
          <p className="place-panel__notice-title">{outside ? 'Outside Toronto' : 'Zoning information unavailable'}</p>
          <p className="place-panel__notice-text">{outside ? OUTSIDE_TORONTO_TEXT : lookup.error.message}</p>
        </div>
        {location}
      </div>
    );
  }

  return (
    <div className="place-panel__stack">
      {lookup.answer.former_bylaw_area ? (
        <div className="card card--muted place-panel__former-city">
          <p>
            <strong>Former City By-law Area:</strong> {FORMER_CITY_TEXT}
          </p>
          {lookup.answer.zone.former_bylaw ? <p className="place-panel__former-bylaw">{lookup.answer.zone.former_bylaw}</p> : null}
        </div>
      ) : null}
      <ZoningCard answer={lookup.answer} />
      {location}
    </div>
  );
}
