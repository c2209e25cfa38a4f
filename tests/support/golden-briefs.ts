// For the golden briefs (tests/unit/brief-goldens.test.ts): the demo dataset's places they are made for, each chosen by
// a property (a zone chapter, a corner lot, a lot narrower than its minimum frontage, an exception, a holding zone, a
// former by-law area), and the brief and PDF text made for a place exactly as the analysis makes them.
import type { SpatialDataAnswer } from '../../src/lib/api/spatial';
import { toLngLat, type LngLat } from '../../src/lib/geo/lng-lat';
import { measureLot, type LotMeasurement } from '../../src/lib/geo/lot-measure';
import type { ZoningBrief } from '../../src/lib/report/brief-model';
import { buildBrief } from '../../src/lib/report/build-brief';
import type { SiteFigure } from '../../src/lib/report/site-figure';
import type { Dataset } from '../../src/lib/spatial/schema';
import { findZone } from '../../src/lib/zoning/zone-categories';
import { parseZoneString } from '../../src/lib/zoning/zone-string';
import { readBackPdf } from '../../server/reports/pdf/read-back';
import { renderBriefPdf } from '../../server/reports/pdf/render-brief';
import type { SpatialService } from '../../server/spatial/spatial-service';
import { interiorPoint } from './interior-point';

/** Every golden brief is dated this instant, so a golden changes only when what the brief says does. */
export const GOLDEN_GENERATED_AT = '2025-07-14T12:00:00.000Z';

/** What a place is chosen for: the answer at its point, the site figure there and the lot measured from it. */
export interface GoldenPlace {
  readonly answer: SpatialDataAnswer;
  readonly figure: SiteFigure | null;
  /** The lot as the brief measures it (src/lib/geo/lot-measure.ts); null where there is no figure. */
  readonly lot: LotMeasurement | null;
}

export interface GoldenCase {
  readonly name: string;
  /** The property the place must have, in words (the test's failure message names it). */
  readonly property: string;
  readonly holds: (place: GoldenPlace) => boolean;
}

const parcelChapter = (answer: SpatialDataAnswer): number | null =>
  answer.former_bylaw_area || answer.zone.is_former_city_area ? null : (findZone(answer.zone.base_zone)?.chapter ?? null);

/** A house-to-block sized lot. */
const typicalLot = ({ answer }: GoldenPlace): boolean =>
  answer.parcel !== null && answer.parcel.lot_area_m2 >= 100 && answer.parcel.lot_area_m2 <= 20_000;

/**
 * The plain case of a chapter: a typical lot in one of its zones with no exception or holding symbol; where the demo
 * has no parcel in the chapter (it has none in 60, 80, 90 and 100), a point in one of its zones, briefed without a lot.
 */
function inChapter(chapter: number): GoldenCase {
  return {
    name: `chapter-${chapter}`,
    property: `a typical lot (or, where the demo has no parcel there, a point) in a zone of Chapter ${chapter}, with no exception or holding symbol`,
    holds: (place) =>
      parcelChapter(place.answer) === chapter &&
      place.answer.zone.exception === 'none' &&
      !place.answer.zone.holding &&
      (place.answer.parcel === null || typicalLot(place)),
  };
}

export const GOLDEN_CASES: readonly GoldenCase[] = [
  ...[10, 15, 30, 40, 50, 60, 80, 90, 100].map(inChapter),
  {
    name: 'corner-lot',
    property: 'a typical lot with no exception that the lot measurement finds a corner lot (street lines on two streets meeting at an angle)',
    holds: (place) => typicalLot(place) && place.answer.zone.exception === 'none' && place.lot?.kind === 'corner',
  },
  {
    // The demo severs the first lot of some residential blocks in two (server/dataset/demo/lots.ts): each half is below f.
    name: 'below-minimum-frontage',
    property: 'a lot whose measured frontage is below the label’s minimum lot frontage (f)',
    holds: ({ answer, lot }) => {
      const minimum = parseZoneString(answer.zone.zone_code).frontageM;
      return answer.parcel !== null && minimum !== null && lot?.frontageM != null && lot.frontageM < minimum;
    },
  },
  {
    name: 'exception',
    property: 'a parcel whose zone label carries a site-specific exception (x n)',
    holds: ({ answer }) => answer.parcel !== null && parseZoneString(answer.zone.zone_code).exception !== null,
  },
  {
    name: 'holding',
    property: 'a parcel whose zone label carries the holding symbol (H)',
    holds: ({ answer }) => answer.parcel !== null && parseZoneString(answer.zone.zone_code).holding,
  },
  {
    name: 'former-bylaw-area',
    property: 'a place in a former by-law area (By-law 569-2013 does not apply; the demo has no parcel there)',
    holds: ({ answer }) => answer.former_bylaw_area || answer.zone.is_former_city_area || answer.zone.status === 5,
  },
];

/** Where a golden brief is made: a point inside its parcel (or zone), and what names the place for a reader. */
export interface GoldenPoint {
  readonly place: string;
  readonly lng: number;
  readonly lat: number;
  readonly parcelId: string | null;
}

export function placeAt(spatial: SpatialService, point: LngLat): GoldenPlace | null {
  try {
    const site = spatial.lookUpSite(point);
    const figure = site.figure();
    return { answer: site.data, figure, lot: figure === null ? null : measureLot(figure, site.data.parcel?.addresses) };
  } catch {
    // A zoning gap or outside the city: no brief is made there.
    return null;
  }
}

/** A point inside the parcel: the mean of its corners where that lies in it, else the grid point farthest from its edges. */
function pointInParcel(spatial: SpatialService, parcel: Dataset['parcels']['features'][number]): LngLat | null {
  const ring = parcel.geometry.coordinates[0] ?? [];
  const corners = ring.slice(0, -1);
  if (corners.length === 0) return null;
  const mean = toLngLat(corners.reduce((sum, p) => sum + p[0]!, 0) / corners.length, corners.reduce((sum, p) => sum + p[1]!, 0) / corners.length);
  try {
    if (spatial.parcelByPoint(mean).parceli2 === parcel.properties.PARCELID) return mean;
  } catch {
    // The mean is outside any parcel: look inside this one.
  }
  const [lng, lat] = interiorPoint(parcel.geometry);
  return toLngLat(lng, lat);
}

/**
 * For each case, the first parcel in the dataset's order whose place has its property (each case on its own parcel),
 * else the first zone polygon's inner point that has it: the same dataset always gives the same places. Throws naming
 * every case no place has.
 */
export function pickGoldenPoints(dataset: Dataset, spatial: SpatialService): Map<string, GoldenPoint> {
  const chosen = new Map<string, GoldenPoint>();
  for (const parcel of dataset.parcels.features) {
    if (chosen.size === GOLDEN_CASES.length) break;
    const point = pointInParcel(spatial, parcel);
    const place = point === null ? null : placeAt(spatial, point);
    if (point === null || place === null || place.answer.parcel?.parceli2 !== parcel.properties.PARCELID) continue;
    const golden = GOLDEN_CASES.find((candidate) => !chosen.has(candidate.name) && candidate.holds(place));
    if (golden === undefined) continue;
    chosen.set(golden.name, { place: place.answer.parcel.address_full, lng: point[0], lat: point[1], parcelId: parcel.properties.PARCELID });
  }
  // Then the cases no parcel has: a point inside a zone polygon, in the dataset's order.
  for (const zone of dataset.zoning.features) {
    if (chosen.size === GOLDEN_CASES.length) break;
    const point = toLngLat(...interiorPoint(zone.geometry));
    const place = placeAt(spatial, point);
    const golden = place === null ? undefined : GOLDEN_CASES.find((candidate) => !chosen.has(candidate.name) && candidate.holds(place));
    if (place === null || golden === undefined) continue;
    const name = place.answer.parcel?.address_full ?? `A point in the ${place.answer.zone.zone_code ?? place.answer.zone.base_zone} zone`;
    chosen.set(golden.name, { place: name, lng: point[0], lat: point[1], parcelId: place.answer.parcel?.parceli2 ?? null });
  }
  const missing = GOLDEN_CASES.filter((golden) => !chosen.has(golden.name)).map((golden) => golden.property);
  if (missing.length > 0) throw new Error(`No parcel or zone of ${dataset.manifest.id} fits: ${missing.join('; ')}`);
  return chosen;
}

/** The report id of the n-th golden case: fixed, so the brief's JSON and its PDF do not change from run to run. */
export const goldenReportId = (index: number): string => `ZP-GOLD${String(index).padStart(4, '0')}`;

/** The brief and its PDF's text, made as the analysis makes them (run-analysis.ts) from the place's answer and figure. */
export async function makeGoldenBrief(
  spatial: SpatialService,
  place: GoldenPlace,
  reportId: string,
): Promise<{ brief: ZoningBrief; text: string }> {
  const brief = buildBrief({
    reportId,
    generatedAt: GOLDEN_GENERATED_AT,
    spatial: place.answer,
    sources: spatial.dataset.sources,
    // A parcel is named by its own addresses; a point with none is left unnamed rather than given a made-up address.
    source: 'Map Click',
    surroundings: place.figure,
  });
  const { pages } = await readBackPdf(await renderBriefPdf(brief, place.figure));
  return { brief, text: pages.map((page, index) => `--- page ${index + 1} ---\n${page.items.join('\n')}\n`).join('') };
}
