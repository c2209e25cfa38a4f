// What each of the City's layers must look like: its geometry, the fields that identify its files, and how its
// features' fields are read. The import applies these one feature at a time (import-layer.ts).

import type { MultiPolygon, Point, Polygon } from 'geojson';
import type {
  AddressPoint,
  Area,
  BuildingSetbackProperties,
  CentrelineProperties,
  CityLayer,
  CoverageProperties,
  HeightProperties,
  Line,
  ParcelProperties,
  PolicyAreaProperties,
  PriorityRetailStreetProperties,
  PublishedOverlayProperties,
  RoomingHouseProperties,
  ZoningProperties,
} from '../../../src/lib/spatial/schema';
import type { FieldNotes, Outcome, Properties } from './field-values';
import type { CheckedGeometry, GeometryKind } from './geometry-checks';
import {
  buildingSetbackProperties,
  coverageProperties,
  heightProperties,
  policyAreaProperties,
  priorityRetailStreetProperties,
  publishedOverlayProperties,
  roomingHouseProperties,
} from './overlay-fields';
import {
  boundaryProperties,
  centrelineProperties,
  formerMunicipalityProperties,
  type BoundaryProperties,
  type FormerMunicipalityProperties,
} from './place-fields';
import { addressPointFromColumns, addressProperties, parcelProperties } from './property-fields';
import { zoningProperties } from './zoning-fields';

export interface LayerRule<P, G extends CheckedGeometry> {
  layer: CityLayer;
  /** The City's name for the layer, as an operator would recognise it. */
  title: string;
  geometry: GeometryKind;
  /**
   * Fields of which every feature of the layer's files has at least one: a file whose first features have none was
   * passed for the wrong layer. Empty for the overlays whose fields the dictionary does not give.
   */
  signature: readonly string[];
  /**
   * Hold each kept area packed in one flat array (PackedAreaFeature) rather than as GeoJSON: for the layers with
   * hundreds of thousands of features, whose GeoJSON would take most of an import's memory.
   */
  packGeometry?: boolean;
  /** Where a record has no geometry, another way to make it (address points' LONGITUDE and LATITUDE). */
  geometryFromFields?: (props: Properties, notes: FieldNotes) => unknown;
  /** For CSV: the columns that give the geometry, any one set of which is enough. */
  geometryColumns: readonly (readonly string[])[];
  read(props: Properties, notes: FieldNotes, featureNumber: number, geometry: G): Outcome<P>;
}

const rule = <P, G extends CheckedGeometry>(spec: Omit<LayerRule<P, G>, 'geometryColumns'> & Partial<Pick<LayerRule<P, G>, 'geometryColumns'>>): LayerRule<P, G> => ({
  geometryColumns: [['geometry']],
  ...spec,
});

export const LAYER_RULES = {
  zoning: rule<ZoningProperties, Area>({ layer: 'zoning', title: 'Zoning Area', geometry: 'area', signature: ['ZN_ZONE'], read: zoningProperties }),
  height: rule<HeightProperties, Area>({
    layer: 'height', title: 'Zoning Height Overlay', geometry: 'area', signature: ['HT_HEIGHT', 'HT_STORIES'], read: heightProperties,
  }),
  coverage: rule<CoverageProperties, Area>({
    layer: 'coverage', title: 'Zoning Lot Coverage Overlay', geometry: 'area', signature: ['PRCNT_CVER'], read: coverageProperties,
  }),
  parcels: rule<ParcelProperties, Polygon | MultiPolygon>({
    layer: 'parcels', title: 'Property Boundaries', geometry: 'area', signature: ['PARCELID'], packGeometry: true,
    read: (props, notes, _number, geometry) => parcelProperties(props, notes, geometry),
  }),
  addresses: rule<AddressPoint, Point>({
    layer: 'addresses', title: 'Address Points', geometry: 'point', signature: ['ADDRESS_POINT_ID'],
    geometryFromFields: addressPointFromColumns,
    geometryColumns: [['geometry'], ['LONGITUDE', 'LATITUDE']],
    read: (props, notes, _number, point) => addressProperties(props, notes, point),
  }),
  'policy-area': rule<PolicyAreaProperties, Area>({
    layer: 'policy-area', title: 'Zoning Policy Area Overlay', geometry: 'area', signature: ['POLICY_ID'], read: policyAreaProperties,
  }),
  'policy-road': rule<PublishedOverlayProperties, Area | Line>({
    layer: 'policy-road', title: 'Zoning Policy Road Overlay', geometry: 'area-or-line', signature: [], read: publishedOverlayProperties,
  }),
  'parking-zone': rule<PublishedOverlayProperties, Area | Line>({
    layer: 'parking-zone', title: 'Parking Zone Overlay', geometry: 'area-or-line', signature: [], read: publishedOverlayProperties,
  }),
  'rooming-house': rule<RoomingHouseProperties, Area>({
    layer: 'rooming-house', title: 'Zoning Rooming House Overlay', geometry: 'area', signature: ['RMH_AREA', 'RMG_STRING'],
    read: roomingHouseProperties,
  }),
  'building-setback': rule<BuildingSetbackProperties, Area>({
    layer: 'building-setback', title: 'Zoning Building Setback Overlay', geometry: 'area', signature: ['CH600_AREA_TYPE'],
    read: buildingSetbackProperties,
  }),
  'priority-retail-street': rule<PriorityRetailStreetProperties, Line>({
    layer: 'priority-retail-street', title: 'Zoning Priority Retail Street Overlay', geometry: 'line', signature: ['CH600_LINE_TYPE'],
    read: priorityRetailStreetProperties,
  }),
  'queen-st-w-eat': rule<PublishedOverlayProperties, Area | Line>({
    layer: 'queen-st-w-eat', title: 'Zoning Queen Street West Eating Establishment Overlay', geometry: 'area-or-line', signature: [],
    read: publishedOverlayProperties,
  }),
  boundary: rule<BoundaryProperties, Area>({
    layer: 'boundary', title: 'City of Toronto municipal boundary', geometry: 'area', signature: ['AREA_NAME', 'NAME'],
    read: (props) => boundaryProperties(props),
  }),
  'former-municipalities': rule<FormerMunicipalityProperties, Area>({
    layer: 'former-municipalities', title: 'Former Municipality Boundaries', geometry: 'area', signature: ['AREA_NAME'],
    read: (props) => formerMunicipalityProperties(props),
  }),
  centreline: rule<CentrelineProperties, Line>({
    layer: 'centreline', title: 'Toronto Centreline (TCL)', geometry: 'line', signature: ['CENTRELINE_ID'],
    read: (props, notes) => centrelineProperties(props, notes),
  }),
} satisfies Record<CityLayer, LayerRule<unknown, never>>;

/** A field only one layer's files have, to name the layer a wrongly passed file belongs to. */
const MARKERS: readonly (readonly [string, CityLayer])[] = [
  ['ZN_ZONE', 'zoning'],
  ['HT_HEIGHT', 'height'],
  ['PRCNT_CVER', 'coverage'],
  ['PARCELID', 'parcels'],
  ['ADDRESS_POINT_ID', 'addresses'],
  ['POLICY_ID', 'policy-area'],
  ['RMG_STRING', 'rooming-house'],
  ['CH600_AREA_TYPE', 'building-setback'],
  ['CH600_LINE_TYPE', 'priority-retail-street'],
  ['CENTRELINE_ID', 'centreline'],
];

/** The other layer whose marker field the fields include, if any. */
export function layerWithFields(fields: readonly string[], other: CityLayer): CityLayer | undefined {
  return MARKERS.find(([field, layer]) => layer !== other && fields.includes(field))?.[1];
}
