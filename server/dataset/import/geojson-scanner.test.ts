import { describe, expect, it } from 'vitest';
import { FeatureCollectionScanner, GeoJsonScanError, type ScannedFeature } from './geojson-scanner';

/** Scans `text` fed in chunks of `size` bytes. */
function scan(text: string, size = 1 << 20): { features: ScannedFeature[]; header: Record<string, unknown> } {
  const scanner = new FeatureCollectionScanner();
  const bytes = Buffer.from(text);
  const features: ScannedFeature[] = [];
  for (let at = 0; at < bytes.length; at += size) features.push(...scanner.push(bytes.subarray(at, at + size)));
  features.push(...scanner.end());
  return { features, header: scanner.header };
}

const scanError = (text: string): GeoJsonScanError => {
  try {
    scan(text);
  } catch (error) {
    if (error instanceof GeoJsonScanError) return error;
    throw error;
  }
  throw new Error('no error');
};

const collection = JSON.stringify({
  type: 'FeatureCollection',
  name: 'Zoning Area – 4326',
  crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
  features: [
    { type: 'Feature', properties: { ZN_STRING: 'RD (f12.0) "quoted" {braces} [brackets] \\ back', ZN_ZONE: 'RD' }, geometry: null },
    { type: 'Feature', properties: { name: 'Étobicoke – ü' }, geometry: { type: 'Point', coordinates: [-79.4, 43.7] } },
  ],
}, null, 1);

describe('FeatureCollectionScanner', () => {
  it('when a collection is scanned whole, then each feature comes out parsed, with its number and line', () => {
    const { features, header } = scan(collection);
    expect(features.map((f) => [f.number, f.line])).toEqual([
      [1, 11],
      [2, 19],
    ]);
    expect(features.map((f) => f.value)).toEqual(JSON.parse(collection).features);
    expect(header).toEqual({ type: 'FeatureCollection', name: 'Zoning Area – 4326', crs: JSON.parse(collection).crs });
  });

  it('when the bytes arrive one at a time (splitting strings, escapes and UTF-8 characters), then the result is the same', () => {
    expect(scan(collection, 1)).toEqual(scan(collection));
  });

  it('when the file starts with a byte-order mark, then it is read the same', () => {
    expect(scan(`\uFEFF${collection}`).features).toEqual(scan(collection).features);
  });

  it('when the file is one Feature rather than a collection, then that feature is the one feature', () => {
    const feature = { type: 'Feature', properties: { AREA_NAME: 'Toronto' }, geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [0, 1], [0, 0]]] } };
    expect(scan(JSON.stringify(feature)).features).toEqual([{ number: 1, line: 1, value: feature }]);
  });

  it('when the file stops mid-feature, then it says the file looks truncated, at the feature and line it reached', () => {
    const error = scanError(collection.slice(0, collection.indexOf('Étobicoke')));
    expect(error.message).toBe('ends before its JSON is complete (the file looks truncated)');
    expect(error.place).toEqual({ feature: 2, line: 22 });
  });

  it('when a feature is not valid JSON, then it names that feature', () => {
    const error = scanError('{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"a":1,},"geometry":null}]}');
    expect(error.message).toMatch(/^is not valid JSON/);
    expect(error.place).toEqual({ feature: 1, line: 1 });
  });

  it.each([
    ['an empty file', '', 'is empty'],
    ['a CSV', 'PARCELID,geometry\n', 'is not a GeoJSON object: it starts with "P"'],
    ['an array', '[1,2]', 'is not a GeoJSON object: it starts with "["'],
    ['a geometry', '{"type":"Polygon","coordinates":[]}', 'is not a GeoJSON FeatureCollection (its type is "Polygon")'],
    ['text after the end', '{"type":"FeatureCollection","features":[]} x', 'has more text after the end of its JSON'],
    ['a feature that is a number', '{"type":"FeatureCollection","features":[1]}', 'its features[0] is not an object'],
    ['a mismatched bracket', '{"type":"FeatureCollection","features":[}', 'has an unexpected "}"'],
    [
      'a file in another coordinate system',
      '{"type":"FeatureCollection","crs":{"type":"name","properties":{"name":"urn:ogc:def:crs:EPSG::2952"}},"features":[]}',
      'is in the coordinate system urn:ogc:def:crs:EPSG::2952; the importer reads WGS 84 longitude/latitude (EPSG:4326) files',
    ],
  ])('when the file is %s, then it is refused', (_, text, message) => {
    expect(scanError(text).message).toBe(message);
  });
});
