// What the server says about the dataset in use: in every spatial answer, which layers it has; on GET /api/dataset,
// also the City's files it was made from, each named with its publication date and its import day, so screens and
// briefs can cite them.

import { ANSWER_LAYERS, type AnswerLayer, type DatasetDescription, type DatasetInfo, type LayerState } from '../api/spatial';
import { CITY_LAYERS, type CityLayer, type DatasetManifest } from './schema';

/** The City's layer each answer layer is read from (the former by-laws are named from the former municipalities). */
const SOURCE_OF: Readonly<Record<AnswerLayer, CityLayer>> = {
  height: 'height',
  coverage: 'coverage',
  policy_area: 'policy-area',
  rooming_house: 'rooming-house',
  building_setback: 'building-setback',
  priority_retail_street: 'priority-retail-street',
  former_bylaw: 'former-municipalities',
  parcels: 'parcels',
  addresses: 'addresses',
};

/** The City's own names for the data each import flag reads (its open-data catalogue's). */
export const CITY_LAYER_TITLES: Readonly<Record<CityLayer, string>> = {
  zoning: 'Zoning By-law 569-2013: Zoning Area',
  height: 'Zoning By-law 569-2013: Height Overlay',
  coverage: 'Zoning By-law 569-2013: Lot Coverage Overlay',
  parcels: 'Property Boundaries',
  addresses: 'Address Points (Municipal), One Address Repository',
  'policy-area': 'Zoning By-law 569-2013: Policy Area Overlay',
  'policy-road': 'Zoning By-law 569-2013: Policy Road Overlay',
  'parking-zone': 'Zoning By-law 569-2013: Parking Zone Overlay',
  'rooming-house': 'Zoning By-law 569-2013: Rooming House Overlay',
  'building-setback': 'Zoning By-law 569-2013: Building Setback Overlay',
  'priority-retail-street': 'Zoning By-law 569-2013: Priority Retail Street Overlay',
  'queen-st-w-eat': 'Zoning By-law 569-2013: Queen Street West Eating Establishment Overlay',
  boundary: 'City of Toronto boundary',
  'former-municipalities': 'Former Municipality Boundaries',
  centreline: 'Toronto Centreline (TCL)',
};

/**
 * Each answer layer's state. A manifest without `layers` (the demo, and datasets written before imports recorded it)
 * has every layer it was made with, so all are loaded.
 */
function layerStates(manifest: DatasetManifest): Record<AnswerLayer, LayerState> {
  const recorded = manifest.layers;
  return Object.fromEntries(
    ANSWER_LAYERS.map((layer) => [layer, recorded?.[SOURCE_OF[layer]] === 'not-loaded' ? 'not-loaded' : 'loaded']),
  ) as Record<AnswerLayer, LayerState>;
}

/** The day a version was written: its manifest's createdAt (an ISO time, UTC), as a day. */
const importDayOf = (manifest: DatasetManifest): string => manifest.createdAt.slice(0, 10);

/** The part every spatial answer carries. */
export function datasetInfoOf(manifest: DatasetManifest): DatasetInfo {
  return {
    id: manifest.id,
    name: manifest.name,
    version: manifest.version,
    imported: importDayOf(manifest),
    // Only the portal dates a file: the version's own date may be the import's day, so it never stands in for this.
    zoningPublished: manifest.sources?.zoning?.published ?? null,
    source: manifest.source,
    demo: manifest.source === 'demo',
    attribution: manifest.attribution,
    layers: layerStates(manifest),
  };
}

/**
 * GET /api/dataset: the answers' part and the files read, in the import's layer order, each with its publication date
 * (null, not known, where the portal gave none) and its import day apart. Sources written before either was recorded
 * read the same way: a missing `published` is not known.
 */
export function describeDataset(manifest: DatasetManifest): DatasetDescription {
  const imported = importDayOf(manifest);
  const sources = CITY_LAYERS.flatMap((layer) => {
    const source = manifest.sources?.[layer];
    if (!source) return [];
    const described = { title: CITY_LAYER_TITLES[layer], file: source.file, published: source.published ?? null, imported, features: source.kept };
    return [source.fields ? { ...described, fields: source.fields } : described];
  });
  return { ...datasetInfoOf(manifest), sources };
}
