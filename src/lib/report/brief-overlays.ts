// The brief's overlays: each mapped overlay at the point, and the ones checked and found absent, so the reader knows both.
import type { SpatialDataAnswer } from '../api/spatial';
import type { BriefRow } from './brief-model';
import { formatNumber, positive } from './format';

export const OVERLAY_ABSENT = 'None mapped at this point';

type Overlays = SpatialDataAnswer['overlays'];

/** 'HT 10.5, ST 3' → '10.5 m, 3 storeys'; null when the overlay carries neither figure. */
export function heightInWords(height: NonNullable<Overlays['height']>): string | null {
  const metres = positive(height.HT_HEIGHT);
  const storeys = positive(height.HT_STORIES);
  const parts = [
    metres === null ? null : `${formatNumber(metres, 2)} m`,
    storeys === null ? null : `${formatNumber(storeys, 0)} ${storeys === 1 ? 'storey' : 'storeys'}`,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(', ');
}

function row(label: string, section: string, value: string | null, note?: string): BriefRow {
  if (value === null) return { label, value: OVERLAY_ABSENT, section };
  return note === undefined ? { label, value, section } : { label, value, section, note };
}

export function readOverlays(overlays: Overlays): BriefRow[] {
  const { height, coverage, policy_area, rooming_house, building_setback, priority_retail_street } = overlays;
  const heightValue = height === null ? null : heightInWords(height);
  const coverageValue = positive(coverage?.PRCNT_CVER);
  const policyArea = positive(policy_area?.POLICY_ID);
  const roomingHouse = rooming_house === null ? null : (rooming_house.RMG_STRING.trim() || rooming_house.RMH_AREA.trim() || null);
  const setback = building_setback === null ? null : building_setback.ZN_STRING.trim() || 'Mapped';
  const retail = priority_retail_street;

  return [
    row('Maximum height', 'Chapter 995.20', heightValue, height === null ? undefined : `Height overlay label "${height.HT_STRING}"`),
    row('Maximum lot coverage', 'Chapter 995.30', coverageValue === null ? null : `${formatNumber(coverageValue, 2)}% of the lot area`),
    row('Policy area', 'Chapter 995.10', policyArea === null ? null : `Policy Area ${formatNumber(policyArea, 0)}`, 'Parking rates by policy area are in Chapter 200'),
    row(
      'Rooming house area',
      'Chapter 995.41',
      roomingHouse === null ? null : `Rooming house area ${roomingHouse}`,
      'Rooming (multi-tenant) house regulations are in 150.25',
    ),
    row('Building setback overlay', '600.10', setback),
    row('Priority retail street within 30 m', '600.20', retail === null ? null : retailStreetInWords(retail), retail === null ? undefined : retailStreetNote(retail)),
  ];
}

type RetailStreet = NonNullable<Overlays['priority_retail_street']>;

/** 'Queen Street West, 12 m from the parcel'; 'from the point' where there was no parcel to measure from. */
function retailStreetInWords(retail: RetailStreet): string {
  if (retail.measured_from === 'parcel' && retail.distance_m === 0) return `${retail.LINEAR_NAME_FULL_LEGAL}, touching or crossing the parcel`;
  return `${retail.LINEAR_NAME_FULL_LEGAL}, ${formatNumber(retail.distance_m, 0)} m from the ${retail.measured_from}`;
}

function retailStreetNote(retail: RetailStreet): string {
  return retail.measured_from === 'parcel'
    ? 'Measured from the nearest edge of the parcel to the street line'
    : 'No parcel at this point, so measured from the point itself';
}
