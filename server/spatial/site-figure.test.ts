import type { Feature, LineString, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { toLngLat } from '../../src/lib/geo/lng-lat';
import { CR_BLOCK, PARCEL, RD_BLOCK, square, tinyDataset, zoningProperties } from '../../tests/fixtures/tiny-dataset';
import type { CentrelineProperties, Dataset, ParcelProperties, ZoningProperties } from '../../src/lib/spatial/schema';
import { METRES_PER_DEGREE_LAT } from '../../src/lib/spatial/ground-metres';
import { createSpatialService } from './spatial-service';

const spatial = createSpatialService(tinyDataset());
const PARCEL_POINT = toLngLat(-79.3985, 43.6515);

/** Metres across a box, east–west and north–south, at its middle latitude. */
function boxSizeMetres([w, s, e, n]: readonly number[]): [number, number] {
  const lat = (s! + n!) / 2;
  return [(e! - w!) * METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180), (n! - s!) * METRES_PER_DEGREE_LAT];
}

function withLayers(parcels: Polygon[], streets: Feature<LineString, CentrelineProperties>[]): Dataset {
  const dataset = tinyDataset();
  const subject = dataset.parcels.features[0]!;
  const parcel = (geometry: Polygon): Feature<Polygon, ParcelProperties> => ({ type: 'Feature', geometry, properties: subject.properties });
  return {
    ...dataset,
    parcels: { type: 'FeatureCollection', features: [...parcels.map(parcel), subject] },
    centreline: { type: 'FeatureCollection', features: streets },
  };
}

function centreline(name: string, legal: string, desc: string, coordinates: [number, number][]): Feature<LineString, CentrelineProperties> {
  return {
    type: 'Feature',
    geometry: { type: 'LineString', coordinates },
    properties: { CENTRELINE_ID: 1, LINEAR_NAME_FULL: name, LINEAR_NAME_FULL_LEGAL: legal, FEATURE_CODE: 201500, FEATURE_CODE_DESC: desc, DEMO: 'Y' },
  };
}

function withZoning(features: Feature<Polygon, ZoningProperties>[]): Dataset {
  return { ...tinyDataset(), zoning: { type: 'FeatureCollection', features } };
}

describe('site figure', () => {
  it('when the point is on a parcel, then the figure is centred on the parcel and holds its rings', () => {
    const figure = spatial.siteFigure(PARCEL_POINT)!;

    expect(figure.parcel).toEqual(PARCEL.coordinates);
    expect(figure.centre[0]).toBeCloseTo(-79.3985, 9);
    expect(figure.centre[1]).toBeCloseTo(43.6515, 9);
  });

  it('when no radius is given, then the frame is 120 m square around the centre', () => {
    const figure = spatial.siteFigure(PARCEL_POINT)!;
    const [width, height] = boxSizeMetres(figure.bbox);

    expect(width).toBeCloseTo(120, 6);
    expect(height).toBeCloseTo(120, 6);
    expect((figure.bbox[0] + figure.bbox[2]) / 2).toBeCloseTo(figure.centre[0], 9);
  });

  it('when the frame lies inside one zone, then that zone alone is listed, with its symbol and label', () => {
    expect(spatial.siteFigure(PARCEL_POINT)!.zones).toEqual([
      { zone: 'RD', label: 'RD (f13.5; a510; d0.45) (x42)', polygons: [RD_BLOCK.coordinates] },
    ]);
  });

  it('when the frame reaches the next zones, then they are listed nearest first and former areas read "Former"', () => {
    // 320 m from the former-by-law block to the east, 480 m from the RD block to the west.
    const figure = spatial.siteFigure(toLngLat(-79.384, 43.655), 900)!;

    expect(figure.parcel).toBeNull();
    expect(figure.centre).toEqual([-79.384, 43.655]);
    expect(figure.zones.map((z) => [z.zone, z.label])).toEqual([
      ['CR', 'CR 3.0 (c2.0; r2.5) SS2'],
      ['Former', 'Former City of Toronto By-law 438-86'],
      ['RD', 'RD (f13.5; a510; d0.45) (x42)'],
    ]);
    expect(figure.zones[0]!.polygons).toEqual([CR_BLOCK.coordinates]);
  });

  it('when a site is looked up for a brief, then its answer is spatialData\'s and its figure reaches 30 m past the parcel', () => {
    const site = spatial.lookUpSite(PARCEL_POINT);

    expect(site.data).toEqual(spatial.spatialData(PARCEL_POINT));
    // The tiny parcel is about 80 m × 111 m: its figure reaches 30 m beyond its half-diagonal, past the 60 m default.
    const halfDiagonal = Math.hypot(0.001 * METRES_PER_DEGREE_LAT * Math.cos((43.651 * Math.PI) / 180), 0.001 * METRES_PER_DEGREE_LAT) / 2;
    const figure = site.figure()!;
    const [width, height] = boxSizeMetres(figure.bbox);

    expect(width).toBeCloseTo(2 * (halfDiagonal + 30), 1);
    expect(height).toBeCloseTo(2 * (halfDiagonal + 30), 1);
    expect({ ...figure, bbox: null }).toEqual({ ...spatial.siteFigure(PARCEL_POINT, halfDiagonal + 30), bbox: null });
  });

  it('when the point is outside Toronto, then there is no figure', () => {
    expect(spatial.siteFigure(toLngLat(-75.6972, 45.4215))).toBeNull();
  });

  it('when a zone’s box meets the frame but its shape does not, then it is left out', () => {
    // An L around the frame's south-west: its box holds the frame, the L itself stays over 600 m away.
    const l: Polygon = {
      type: 'Polygon',
      coordinates: [[[-79.40, 43.64], [-79.38, 43.64], [-79.38, 43.642], [-79.398, 43.642], [-79.398, 43.66], [-79.40, 43.66], [-79.40, 43.64]]],
    };
    const dataset = withZoning([{ type: 'Feature', geometry: l, properties: zoningProperties({ ZN_STRING: 'RD L' }) }]);
    const figure = createSpatialService(dataset).siteFigure(toLngLat(-79.39, 43.65), 60)!;
    expect(figure.zones).toEqual([]);
  });

  it('when the frame meets many zones, then the 40 nearest are listed, nearest first', () => {
    // A 12 × 12 grid of 20 m squares, the point in the middle of the square at (5, 5).
    const stepLat = 20 / METRES_PER_DEGREE_LAT;
    const stepLng = 20 / (METRES_PER_DEGREE_LAT * Math.cos((43.65 * Math.PI) / 180));
    const [west, south] = [-79.39 - 5.5 * stepLng, 43.65 - 5.5 * stepLat];
    const features = Array.from({ length: 144 }, (_, k): Feature<Polygon, ZoningProperties> => {
      const [i, j] = [k % 12, Math.floor(k / 12)];
      const ring = square(0, 0, 1).coordinates[0]!.map(([x, y]) => [west + (i + x!) * stepLng, south + (j + y!) * stepLat]);
      return { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: zoningProperties({ ZN_STRING: `${i},${j}` }) };
    });
    const figure = createSpatialService(withZoning(features)).siteFigure(toLngLat(-79.39, 43.65), 300)!;

    // Squares away from (5, 5) in whole steps: the gap to the nearest edge, in squares, on each axis.
    const gap = (label: string) => {
      const [i, j] = label.split(',').map(Number) as [number, number];
      return Math.hypot(Math.max(0, Math.abs(i - 5) - 0.5), Math.max(0, Math.abs(j - 5) - 0.5));
    };
    const gaps = figure.zones.map((z) => gap(z.label));
    const allGaps = features.map((f) => gap(f.properties.ZN_STRING ?? '')).sort((a, b) => a - b);
    expect(figure.zones).toHaveLength(40);
    expect(figure.zones[0]!.label).toBe('5,5');
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(allGaps[40]!);
  });

  it('when parcels lie in and beyond the frame, then the figure lists those in it as neighbours, not the subject parcel', () => {
    const east = square(-79.398, 43.651, 0.001);
    const far = square(-79.39, 43.651, 0.001);
    const figure = createSpatialService(withLayers([east, far], [])).siteFigure(PARCEL_POINT)!;

    expect(figure.parcel).toEqual(PARCEL.coordinates);
    expect(figure.parcels).toEqual([east.coordinates]);
  });

  it('when several parcels lie in the frame, then the nearest to the parcel come first', () => {
    // Both east of the parcel (which spans -79.399 to -79.398) and 8 m wide: one beside it, one 16 m further out.
    const far = square(-79.3978, 43.651, 0.0001);
    const beside = square(-79.398, 43.651, 0.0001);

    const figure = createSpatialService(withLayers([far, beside], [])).siteFigure(PARCEL_POINT)!;

    expect(figure.parcels).toEqual([beside.coordinates, far.coordinates]);
  });

  it('when a long street crosses the frame, then only its run within the frame is listed, with its two names', () => {
    const road = centreline('Euclid Ave', 'Euclid Avenue', 'Local', [[-79.41, 43.6512], [-79.3995, 43.6512], [-79.3985, 43.6512], [-79.3975, 43.6512], [-79.38, 43.6512]]);

    const figure = createSpatialService(withLayers([], [road])).siteFigure(PARCEL_POINT)!;

    expect(figure.streets).toEqual([
      { name: 'Euclid Avenue', addressName: 'Euclid Ave', line: [[-79.3995, 43.6512], [-79.3985, 43.6512], [-79.3975, 43.6512]] },
    ]);
  });

  it('when a laneway or a railway crosses the frame, then it is not a street of the figure', () => {
    const lane = centreline('', 'Lane S Euclid', 'Laneway', [[-79.3995, 43.6512], [-79.3975, 43.6512]]);
    const rail = centreline('CN Rail', 'CN Rail', 'Major Railway', [[-79.3995, 43.6513], [-79.3975, 43.6513]]);

    expect(createSpatialService(withLayers([], [lane, rail])).siteFigure(PARCEL_POINT)!.streets).toEqual([]);
  });

  it('when the parcel comes as a MultiPolygon, then its first part is the figure’s parcel, which the lot is measured from', () => {
    const dataset = tinyDataset();
    const subject = dataset.parcels.features[0]!;
    const second = square(-79.3, 43.651, 0.001);
    // The schema's parcels are single polygons; a City file could still hold a multi-part one.
    const multi = { ...subject, geometry: { type: 'MultiPolygon', coordinates: [PARCEL.coordinates, second.coordinates] } } as unknown as typeof subject;

    const figure = createSpatialService({ ...dataset, parcels: { type: 'FeatureCollection', features: [multi] } }).lookUpSite(PARCEL_POINT).figure()!;

    expect(figure.parcel).toEqual(PARCEL.coordinates);
  });
});
