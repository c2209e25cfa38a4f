import { describe, expect, it } from 'vitest';
import type { CkanPackage, CkanResource } from './ckan-client';
import { baseName, fileNameFor, LAYER_SOURCES, packagesFor, pickResource, planDownloads, selectedSources, type LayerSource } from './city-catalogue';

const BASE = 'https://portal.example';
const source = (layer: string): LayerSource => LAYER_SOURCES.find((candidate) => candidate.layer === layer)!;
const res = (id: string, name: string, format: string, extra: Partial<CkanResource> = {}): CkanResource => ({
  id,
  name,
  format,
  url: `${BASE}/dataset/x/resource/${id}/download/${name.toLowerCase().replace(/ /g, '-')}`,
  size: undefined,
  hash: undefined,
  last_modified: '2026-02-20T21:25:57',
  created: undefined,
  datastore_active: false,
  ...extra,
});
const pkg = (name: string, resources: CkanResource[]): CkanPackage => ({ id: `id-${name}`, name, title: undefined, metadata_modified: undefined, resources });

/** The zoning package as the City publishes each layer: datastore table, GeoJSON, CSV, Shapefile, GeoPackage × 2 CRS. */
function zoningResources(titles: string[]): CkanResource[] {
  return titles.flatMap((title, k) => [
    res(`${k}-ds`, title, 'CSV', { datastore_active: true }),
    ...['2952', '4326'].flatMap((crs) => [
      res(`${k}-${crs}-csv`, `${title} - ${crs}.csv`, 'CSV'),
      res(`${k}-${crs}-shp`, `${title} - ${crs}.zip`, 'SHP'),
      res(`${k}-${crs}-gpkg`, `${title} - ${crs}.gpkg`, 'GPKG'),
      res(`${k}-${crs}-geojson`, `${title} - ${crs}.geojson`, 'GeoJSON'),
    ]),
  ]);
}

describe('the City portal catalogue', () => {
  const titles = [
    'Zoning Area',
    'Zoning Height Overlay',
    'Zoning Lot Coverage Overlay',
    'Zoning Policy Area Overlay',
    'Zoning Policy Road Overlay',
    'Parking Zone Overlay',
    'Zoning Rooming House Overlay',
    'Zoning Building Setback Overlay',
    'Zoning Priority Retail Street Overlay',
    'Zoning QueenStW Eat Community Overlay',
  ];

  it('when the City names a resource, then its base name drops the extension and the projection', () => {
    expect(baseName('Zoning Height Overlay - 4326.geojson')).toBe('zoning height overlay');
    expect(baseName('Centreline - Version 2 - 4326.geojson')).toBe('centreline version 2');
    expect(baseName('Zoning QueenStW Eat Community Overlay - 2952.zip')).toBe('zoning queenstw eat community overlay');
  });

  it('when the zoning package has every layer in every format, then each zoning layer gets its own EPSG:4326 GeoJSON', () => {
    const plan = planDownloads(new Map([['zoning-by-law', pkg('zoning-by-law', zoningResources(titles))]]), LAYER_SOURCES.filter((s) => s.packageId === 'zoning-by-law'), BASE);

    expect(plan.missing).toEqual([]);
    expect(plan.downloads.map((d) => [d.layer, d.resource.name])).toEqual(titles.map((title, k) => [LAYER_SOURCES[k]!.layer, `${title} - 4326.geojson`]));
  });

  it('when Property Boundaries is published as CSV only, then the CSV is taken (the importer reads both); GeoJSON wins when both exist', () => {
    const csv = res('csv', 'Property Boundaries - 4326.csv', 'CSV');
    const geojson = res('gj', 'Property Boundaries - 4326.geojson', 'GeoJSON');

    expect(pickResource(source('parcels'), [csv])?.id).toBe('csv');
    expect(pickResource(source('parcels'), [csv, geojson])?.id).toBe('gj');
  });

  it('when a zoning layer exists only as CSV or in EPSG:2952, then nothing is picked (the importer reads its GeoJSON in 4326)', () => {
    expect(pickResource(source('height'), [res('a', 'Zoning Height Overlay - 4326.csv', 'CSV'), res('b', 'Zoning Height Overlay - 2952.geojson', 'GeoJSON')])).toBeUndefined();
  });

  it('when the centreline package has intersections beside the centreline, then the centreline is picked', () => {
    const picked = pickResource(source('centreline'), [
      res('i', 'Centreline Intersection - Version 2 - 4326.geojson', 'GeoJSON'),
      res('c', 'Centreline - Version 2 - 4326.geojson', 'GeoJSON'),
    ]);
    expect(picked?.id).toBe('c');
  });

  it('when two resources fit equally, then the newer one is picked', () => {
    const older = res('old', 'Address Points - 4326.geojson', 'GeoJSON', { last_modified: '2025-01-01T00:00:00' });
    const newer = res('new', 'Address Points - 4326.geojson', 'GeoJSON', { last_modified: '2026-03-01T00:00:00' });
    expect(pickResource(source('addresses'), [older, newer])?.id).toBe('new');
  });

  it('when an optional overlay is not published, then it is listed as missing and the rest is planned', () => {
    const plan = planDownloads(
      new Map([['zoning-by-law', pkg('zoning-by-law', zoningResources(['Zoning Area']))]]),
      [source('zoning'), source('height')],
      BASE,
    );
    expect(plan.downloads.map((d) => d.layer)).toEqual(['zoning']);
    expect(plan.missing).toEqual([{ layer: 'height', packageId: 'zoning-by-law', title: 'Zoning Height Overlay' }]);
  });

  it('when the Zoning Area is not published, then planning fails naming the package, the layer and what the package has', () => {
    const packages = new Map([['zoning-by-law', pkg('zoning-by-law', [res('r', 'Zoning_readme.txt', 'TXT')])]]);
    expect(() => planDownloads(packages, [source('zoning')], BASE)).toThrow(
      'package "zoning-by-law" has no geojson resource for Zoning Area in EPSG:4326 (looked for names like "Zoning Area - 4326.geojson"); its resources: Zoning_readme.txt',
    );
  });

  it('when the picked resource has no http(s) url, then planning fails naming it', () => {
    const packages = new Map([['zoning-by-law', pkg('zoning-by-law', [res('z', 'Zoning Area - 4326.geojson', 'GeoJSON', { url: 'ftp://files/zoning.geojson' })])]]);
    expect(() => planDownloads(packages, [source('zoning')], BASE)).toThrow('resource z (Zoning Area - 4326.geojson) has a non-http url "ftp://files/zoning.geojson"');
  });

  it('when files are named, then they are <resource id>-<slug> with the format’s extension', () => {
    expect(fileNameFor(res('d75fa1ed-cd04', 'Zoning Area - 4326.geojson', 'GeoJSON'), 'geojson', 'zoning')).toBe('d75fa1ed-cd04-zoning-area-4326.geojson');
    expect(fileNameFor(res('abc', 'Address Points', 'CSV'), 'csv', 'addresses')).toBe('abc-address-points.csv');
    expect(fileNameFor(res('abc', '../../etc/passwd', 'GeoJSON'), 'geojson', 'zoning')).toBe('abc-etc-passwd.geojson');
  });

  it('when nothing is opted in, then the zoning layers, the former municipalities and the centreline are asked for', () => {
    const sources = selectedSources({ parcels: false, addresses: false });
    expect(sources.map((s) => s.layer)).not.toContain('parcels');
    expect(sources.map((s) => s.layer)).not.toContain('addresses');
    expect(packagesFor(sources)).toEqual(['zoning-by-law', 'former-municipality-boundaries', 'toronto-centreline-tcl']);
    expect(packagesFor(selectedSources({ parcels: true, addresses: true }))).toEqual([
      'zoning-by-law',
      'former-municipality-boundaries',
      'property-boundaries',
      'address-points-municipal-toronto-one-address-repository',
      'toronto-centreline-tcl',
    ]);
  });
});
