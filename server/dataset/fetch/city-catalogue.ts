// Which of the City's portal resources feeds which import layer: the packages asked for, and the pick among each
// package's many files (GeoJSON in EPSG:4326 first; the City also publishes EPSG:2952, Shapefile, GeoPackage and CSV).

import { CkanError, type CkanPackage, type CkanResource } from './ckan-client';

/** The import's layer flags (`npm run data:import -- --<layer> FILE`) that the portal's packages supply. */
export type FetchLayer =
  | 'zoning'
  | 'height'
  | 'coverage'
  | 'policy-area'
  | 'policy-road'
  | 'parking-zone'
  | 'rooming-house'
  | 'building-setback'
  | 'priority-retail-street'
  | 'queen-st-w-eat'
  | 'former-municipalities'
  | 'parcels'
  | 'addresses'
  | 'centreline';

export const CITY_PACKAGES = {
  zoning: 'zoning-by-law',
  // The six former cities, which also tile the city's outline: the importer takes its boundary from them.
  formerMunicipalities: 'former-municipality-boundaries',
  parcels: 'property-boundaries',
  addresses: 'address-points-municipal-toronto-one-address-repository',
  centreline: 'toronto-centreline-tcl',
} as const;

export type FileFormat = 'geojson' | 'csv';

export interface LayerSource {
  layer: FetchLayer;
  packageId: string;
  /** How the City names the layer's resources, e.g. "Zoning Height Overlay - 4326.geojson". */
  title: string;
  /** The resource name with its extension and projection taken off, lower case, words only (see baseName). */
  name: RegExp;
  /** Formats the importer reads for this layer, best first. */
  formats: readonly FileFormat[];
  /** A fetch without it cannot import anything useful; the others are skipped with a note when the portal lacks them. */
  required: boolean;
  /** The large files are fetched only when asked for (--parcels, --addresses). */
  optIn?: 'parcels' | 'addresses';
}

const zoningLayer = (layer: FetchLayer, title: string, name: RegExp, required = false): LayerSource => ({
  layer,
  packageId: CITY_PACKAGES.zoning,
  title,
  name,
  formats: ['geojson'],
  required,
});

export const LAYER_SOURCES: readonly LayerSource[] = [
  zoningLayer('zoning', 'Zoning Area', /^zoning area$/, true),
  zoningLayer('height', 'Zoning Height Overlay', /^zoning height overlay$/),
  zoningLayer('coverage', 'Zoning Lot Coverage Overlay', /^zoning lot coverage overlay$/),
  zoningLayer('policy-area', 'Zoning Policy Area Overlay', /^zoning policy area overlay$/),
  zoningLayer('policy-road', 'Zoning Policy Road Overlay', /^zoning policy road overlay$/),
  zoningLayer('parking-zone', 'Parking Zone Overlay', /^(zoning )?parking zone overlay$/),
  zoningLayer('rooming-house', 'Zoning Rooming House Overlay', /^zoning rooming house overlay$/),
  zoningLayer('building-setback', 'Zoning Building Setback Overlay', /^zoning building setback overlay$/),
  zoningLayer('priority-retail-street', 'Zoning Priority Retail Street Overlay', /^zoning priority retail street overlay$/),
  zoningLayer('queen-st-w-eat', 'Zoning QueenStW Eat Community Overlay', /^zoning queen ?st(reet)? ?w(est)? eat(ing)?( community)? overlay$/),
  {
    layer: 'former-municipalities',
    packageId: CITY_PACKAGES.formerMunicipalities,
    title: 'Former Municipality Boundaries Data',
    name: /^former municipality boundaries( data)?$/,
    formats: ['geojson'],
    required: true,
  },
  {
    layer: 'parcels',
    packageId: CITY_PACKAGES.parcels,
    title: 'Property Boundaries',
    name: /^property boundaries$/,
    formats: ['geojson', 'csv'],
    required: true,
    optIn: 'parcels',
  },
  {
    layer: 'addresses',
    packageId: CITY_PACKAGES.addresses,
    title: 'Address Points',
    name: /^address points$/,
    formats: ['geojson', 'csv'],
    required: true,
    optIn: 'addresses',
  },
  {
    layer: 'centreline',
    packageId: CITY_PACKAGES.centreline,
    title: 'Centreline - Version 2',
    name: /^centreline( version \d+)?$/,
    formats: ['geojson'],
    required: false,
  },
];

export interface LayerSelection {
  parcels: boolean;
  addresses: boolean;
}

/** The layers a fetch asks for: the zoning layers, the former municipalities and the centreline, and the large files when opted in. */
export function selectedSources(selection: LayerSelection): LayerSource[] {
  return LAYER_SOURCES.filter((source) => !source.optIn || selection[source.optIn]);
}

/** The packages those layers live in, each once. */
export function packagesFor(sources: readonly LayerSource[]): string[] {
  return [...new Set(sources.map((source) => source.packageId))];
}

const EXTENSION = /\.(geojson|json|csv|zip|gpkg|shp|kml|kmz|xlsx?|txt|pdf)$/i;

/** "Zoning Height Overlay - 4326.geojson" → "zoning height overlay". */
export function baseName(name: string): string {
  return name
    .toLowerCase()
    .replace(EXTENSION, '')
    .replace(/\b(epsg ?)?(4326|2952|3857|26917)\b|\bwgs ?84\b|\bmtm ?3?\b|\butm\b/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The file format a resource is in, from its `format` field or else its name's or URL's extension. */
export function resourceFormat(resource: CkanResource): FileFormat | undefined {
  const format = resource.format?.toLowerCase().replace(/[^a-z]/g, '');
  if (format === 'geojson') return 'geojson';
  if (format === 'csv') return 'csv';
  if (format) return undefined;
  const extension = EXTENSION.exec(resource.name ?? '')?.[1] ?? EXTENSION.exec(urlPath(resource.url))?.[1];
  if (extension?.toLowerCase() === 'geojson') return 'geojson';
  if (extension?.toLowerCase() === 'csv') return 'csv';
  return undefined;
}

/** The projection a resource's name or URL declares: 4326 (what the importer reads), another one, or none said. */
export function resourceProjection(resource: CkanResource): '4326' | 'other' | 'unstated' {
  const text = `${resource.name ?? ''} ${urlPath(resource.url)}`.toLowerCase();
  if (/\b4326\b|wgs ?84/.test(text)) return '4326';
  if (/\b(2952|3857|26917)\b|\bmtm ?3?\b|\butm\b/.test(text)) return 'other';
  return 'unstated';
}

function urlPath(url: string | undefined): string {
  if (!url) return '';
  try {
    return decodeURIComponent(new URL(url, 'http://x/').pathname);
  } catch {
    return url;
  }
}

/** The resource that best feeds a layer: a format it reads (best first), EPSG:4326 over unstated, the newest. */
export function pickResource(source: LayerSource, resources: readonly CkanResource[]): CkanResource | undefined {
  const ranked = resources
    .map((resource) => {
      const format = resourceFormat(resource);
      const projection = resourceProjection(resource);
      const formatRank = format ? source.formats.indexOf(format) : -1;
      const fits = source.name.test(baseName(resource.name ?? '')) && formatRank >= 0 && projection !== 'other' && resource.url !== undefined;
      return { resource, fits, key: [formatRank, projection === '4326' ? 0 : 1] as const };
    })
    .filter((candidate) => candidate.fits);
  ranked.sort(
    (a, b) =>
      a.key[0] - b.key[0] ||
      a.key[1] - b.key[1] ||
      (b.resource.last_modified ?? b.resource.created ?? '').localeCompare(a.resource.last_modified ?? a.resource.created ?? ''),
  );
  return ranked[0]?.resource;
}

export interface PlannedDownload {
  layer: FetchLayer;
  packageId: string;
  resource: CkanResource;
  format: FileFormat;
  /** Absolute http(s) URL. */
  url: string;
  /** `<resource id>-<name>`: safe on every file system, ending in the format's extension. */
  fileName: string;
}

export interface DownloadPlan {
  downloads: PlannedDownload[];
  /** Layers asked for that the portal does not publish now (optional ones only; a required one is an error). */
  missing: { layer: FetchLayer; packageId: string; title: string }[];
}

/** "Zoning Area - 4326.geojson" → "zoning-area-4326.geojson". */
export function fileNameFor(resource: CkanResource, format: FileFormat, layer: FetchLayer): string {
  const slug = (resource.name ?? layer)
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '');
  const named = slug === '' ? layer : slug;
  const withExtension = named.endsWith(`.${format}`) ? named : `${named.replace(EXTENSION, '')}.${format}`;
  return `${resource.id.replace(/[^A-Za-z0-9-]/g, '')}-${withExtension}`;
}

/** Each selected layer's resource from the packages' metadata; a required layer the portal lacks is an error. */
export function planDownloads(packages: ReadonlyMap<string, CkanPackage>, sources: readonly LayerSource[], baseUrl: string): DownloadPlan {
  const plan: DownloadPlan = { downloads: [], missing: [] };
  for (const source of sources) {
    const found = packages.get(source.packageId);
    if (!found) throw new CkanError(`package "${source.packageId}" was not read from the portal`);
    const resource = pickResource(source, found.resources);
    if (!resource) {
      if (source.required) {
        const names = found.resources.map((r) => r.name ?? r.id).slice(0, 30).join(', ');
        throw new CkanError(
          `package "${source.packageId}" has no ${source.formats.join(' or ')} resource for ${source.title} in EPSG:4326 ` +
            `(looked for names like "${source.title} - 4326.${source.formats[0]}"); its resources: ${names || 'none'}`,
        );
      }
      plan.missing.push({ layer: source.layer, packageId: source.packageId, title: source.title });
      continue;
    }
    const format = resourceFormat(resource)!;
    plan.downloads.push({
      layer: source.layer,
      packageId: source.packageId,
      resource,
      format,
      url: absoluteHttpUrl(resource, baseUrl, source.packageId),
      fileName: fileNameFor(resource, format, source.layer),
    });
  }
  return plan;
}

function absoluteHttpUrl(resource: CkanResource, baseUrl: string, packageId: string): string {
  let url: URL;
  try {
    url = new URL(resource.url!, baseUrl);
  } catch {
    throw new CkanError(`package "${packageId}": resource ${resource.id} (${resource.name ?? 'unnamed'}) has an unreadable url "${resource.url}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CkanError(`package "${packageId}": resource ${resource.id} (${resource.name ?? 'unnamed'}) has a non-http url "${resource.url}"`);
  }
  return url.href;
}
