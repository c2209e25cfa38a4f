// The Property tab: empty state, loading, the outside-Toronto or error message, what the dataset has at a point its
// zoning does not cover, or the zoning, standards and location cards.
import type { ReactNode } from 'react';
import type { DatasetInfo, DatasetSourceInfo, NotCoveredAnswer, SpatialDataAnswer } from '../../lib/api/spatial';
import { formatDataDay } from '../../lib/dataset/attribution';
import { layerLoaded } from '../../lib/dataset/layers';
import { NOT_SAVED_CODE, type SavedSource } from '../../lib/offline/saved-answer';
import { savedAnswerWarning } from '../../lib/offline/saved-dataset';
import { parcelAddress } from '../../lib/report/parcel-address';
import { isFormerCityArea } from '../../lib/zoning/former-city';
import { parseZoneString } from '../../lib/zoning/zone-string';
import { mayPassOnRetry } from '../../platform/api-client';
import { DataSourceLine } from './data-source';
import { FormerCityCard } from './former-city-card';
import { LocationCard } from './location-card';
import { NoParcelNotice, PARCELS_NOT_LOADED_TEXT, PARCELS_NOT_LOADED_TITLE } from './no-parcel-notice';
import { NotCoveredNotice } from './not-covered-notice';
import type { PlaceLookup } from './model';
import { OUTSIDE_TORONTO } from './model';
import { OverlaysCard } from './overlays-card';
import { StandardsCard } from './standards-card';
import { ZoningCard } from './zoning-card';

export const EMPTY_STATE_TEXT = 'Click on the map or search for an address to view zoning information';
export const OUTSIDE_TORONTO_TEXT =
  'This location is outside the City of Toronto. ZoneBrief covers properties within the city only: click a point inside the dashed city boundary.';

interface PropertyTabProps {
  lookup: PlaceLookup;
  /** The City's files the dataset in use was made from, once GET /api/dataset has answered. */
  sources?: readonly DatasetSourceInfo[];
  /** The dataset version the map shows, once known: an answer from another (a saved area's) is told apart from it. */
  mapDataset?: DatasetInfo | null;
  /** Looks the place up again, offered when the failure may pass. */
  onRetry?: (() => void) | undefined;
}

export function PropertyTab({ lookup, sources, mapDataset = null, onRetry }: PropertyTabProps) {
  if (lookup.status === 'idle') {
    return <p className="place-panel__empty">{EMPTY_STATE_TEXT}</p>;
  }

  const parcel = lookup.status === 'ready' ? lookup.answer.parcel : lookup.status === 'failed' ? lookup.notCovered?.parcel : null;
  const location = <LocationCard point={lookup.point} source={lookup.source} address={parcel ? parcelAddress(parcel) : null} />;

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

  if (lookup.status === 'failed' && lookup.notCovered) {
    const { notCovered, saved } = lookup;
    return (
      <>
        {saved ? <SavedDataNotice saved={saved} dataset={notCovered.dataset} mapDataset={mapDataset} /> : null}
        <NotCoveredDetails answer={notCovered} location={location} sources={!mapDataset || mapDataset.id === notCovered.dataset.id ? sources : undefined} />
      </>
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
        {onRetry && (mayPassOnRetry(lookup.error) || lookup.error.code === NOT_SAVED_CODE) ? (
          <button type="button" className="button button--secondary place-panel__retry" onClick={onRetry}>
            Try again
          </button>
        ) : null}
        {location}
      </div>
    );
  }

  // The files of the map's dataset are not those of an answer from another version (an area saved before a switch).
  const sameData = !mapDataset || mapDataset.id === lookup.answer.dataset.id;
  return (
    <>
      {lookup.saved ? <SavedDataNotice saved={lookup.saved} dataset={lookup.answer.dataset} mapDataset={mapDataset} /> : null}
      <PlaceDetails answer={lookup.answer} location={location} sources={sameData ? sources : undefined} />
    </>
  );
}

/**
 * An answer made offline from an area saved on this device says which area, when, and which dataset version it comes
 * from; and warns when that is not the version the map shows.
 */
function SavedDataNotice({ saved, dataset, mapDataset }: { saved: SavedSource; dataset: DatasetInfo; mapDataset: DatasetInfo | null }) {
  const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' }).format(new Date(saved.savedAt));
  const warning = savedAnswerWarning(dataset, mapDataset);
  return (
    <div className={warning ? 'notice notice--warning place-panel__saved' : 'notice place-panel__saved'} role="status">
      <p className="place-panel__notice-text">
        Offline: from data saved on {day} (dataset {saved.datasetId} of {formatDataDay(saved.datasetVersion)}, area “{saved.areaName}”).
      </p>
      {warning ? <p className="place-panel__notice-text place-panel__saved-warning">{warning}</p> : null}
    </div>
  );
}

/** Where the dataset's zoning does not cover the point: that, and the overlays and data it has there. */
function NotCoveredDetails({ answer, location, sources }: { answer: NotCoveredAnswer; location: ReactNode; sources: readonly DatasetSourceInfo[] | undefined }) {
  return (
    <div className="place-panel__stack">
      <NotCoveredNotice dataset={answer.dataset} />
      {location}
      <OverlaysCard overlays={answer.overlays} dataset={answer.dataset} />
      <DataSourceLine dataset={answer.dataset} {...(sources ? { sources } : {})} />
    </div>
  );
}

interface PlaceDetailsProps {
  answer: SpatialDataAnswer;
  location: ReactNode;
  sources: readonly DatasetSourceInfo[] | undefined;
}

function NoParcel({ answer }: { answer: SpatialDataAnswer }) {
  return layerLoaded(answer.dataset, 'parcels') ? <NoParcelNotice /> : <NoParcelNotice title={PARCELS_NOT_LOADED_TITLE} text={PARCELS_NOT_LOADED_TEXT} />;
}

function PlaceDetails({ answer, location, sources }: PlaceDetailsProps) {
  const { zone } = answer;
  const parsed = parseZoneString(zone.zone_code);
  const former = isFormerCityArea({
    isFormerCityArea: answer.former_bylaw_area || zone.is_former_city_area,
    code: zone.base_zone,
    label: zone.zone_code,
  });
  return (
    <div className="place-panel__stack">
      {answer.parcel ? null : <NoParcel answer={answer} />}
      {former ? <FormerCityCard bylaw={zone.former_bylaw ?? parsed.formerBylaw} /> : null}
      <ZoningCard answer={answer} />
      {location}
      {/* 569-2013's standards mean nothing where a former by-law applies, so that card is left out there. */}
      {!former && parsed.kind !== 'empty' ? <StandardsCard parsed={parsed} /> : null}
      <OverlaysCard overlays={answer.overlays} dataset={answer.dataset} />
      <DataSourceLine dataset={answer.dataset} {...(sources ? { sources } : {})} />
    </div>
  );
}
