// The home page's sample report: a fixed RD or CR place with an exception, briefed and drawn by the same engine.
import type { SpatialDataAnswer } from '../../../src/lib/api/spatial';
import { toLngLat, type LngLat } from '../../../src/lib/geo/lng-lat';
import { buildBrief } from '../../../src/lib/report/build-brief';
import type { ZoningBrief } from '../../../src/lib/report/brief-model';
import type { Dataset } from '../../../src/lib/spatial/schema';
import { createSpatialService, type SpatialService } from '../../spatial/spatial-service';
import { renderBriefPdf } from './render-brief';

export const SAMPLE_REPORT_ID = 'ZP-SAMPLE01';
/** Zones the sample may show: the common house (RD) and main-street (CR) cases. */
const SAMPLE_ZONES = new Set(['RD', 'CR']);
/** A house or main-street lot, not one of the generator's large block lots, so the figure shows a whole parcel. */
const SAMPLE_LOT_M2 = { min: 150, max: 2000 } as const;

export interface SamplePlace {
  readonly point: LngLat;
  readonly address: string;
  readonly spatial: SpatialDataAnswer;
}

function answerAt(spatial: SpatialService, point: LngLat): SpatialDataAnswer | null {
  try {
    return spatial.spatialData(point);
  } catch {
    // No zoning or outside the city: not a candidate.
    return null;
  }
}

/**
 * The first address point, in the dataset's order, on a typical-sized parcel in an RD or CR zone whose label
 * carries an exception: the same place every time for the same dataset, so the sample is reproducible.
 */
export function pickSamplePlace(dataset: Dataset, spatial: SpatialService): SamplePlace {
  for (const address of dataset.addresses) {
    const point = toLngLat(address.LONGITUDE, address.LATITUDE);
    const answer = answerAt(spatial, point);
    if (!answer?.parcel || answer.zone.is_former_city_area || typeof answer.zone.exception !== 'number') continue;
    const lotArea = answer.parcel.lot_area_m2;
    if (lotArea < SAMPLE_LOT_M2.min || lotArea > SAMPLE_LOT_M2.max) continue;
    if (SAMPLE_ZONES.has(answer.zone.base_zone)) return { point, address: address.ADDRESS_FULL, spatial: answer };
  }
  throw new Error(`No address point in ${dataset.manifest.id} lies on a typical lot in an RD or CR zone with an exception`);
}

export interface SampleReport {
  readonly brief: ZoningBrief;
  readonly pdf: Uint8Array;
}

/** The sample brief and its PDF, dated the dataset's version date (midday UTC, the same day in Toronto). */
export async function buildSampleReport(dataset: Dataset): Promise<SampleReport> {
  const spatial = createSpatialService(dataset);
  const place = pickSamplePlace(dataset, spatial);
  // As an analysis does: the figure's parcels, streets and zones are what the lot is measured from.
  const figure = spatial.lookUpSite(place.point).figure();
  const brief = buildBrief({
    reportId: SAMPLE_REPORT_ID,
    generatedAt: `${dataset.manifest.version}T12:00:00.000Z`,
    spatial: place.spatial,
    sources: spatial.dataset.sources,
    source: 'Address Search',
    address: place.address,
    surroundings: figure,
  });
  return { brief, pdf: await renderBriefPdf(brief, figure) };
}
