// Shapes of the spatial API's answers (spec §7), shared by the server that sends them and the client that reads them.

/**
 * The layers a spatial answer reads besides the zoning, by the answer's own names. A dataset made from the City's files
 * may lack any of them: then the answer's null says nothing about the place, only that the layer is not loaded.
 */
export const ANSWER_LAYERS = [
  'height',
  'coverage',
  'policy_area',
  'rooming_house',
  'building_setback',
  'priority_retail_street',
  'former_bylaw',
  'parcels',
  'addresses',
] as const;
export type AnswerLayer = (typeof ANSWER_LAYERS)[number];
export type LayerState = 'loaded' | 'not-loaded';

export interface DatasetInfo {
  id: string;
  name: string;
  /**
   * The version's date (ISO day), which its id carries: not a publication date. A City import takes the date its
   * importer was given (data:fetch gives the newest `last_modified` of its files on the portal; data:import's
   * --data-date whatever its caller says), else the import's own day; the demo's is its generator's date.
   */
  version: string;
  /**
   * The day the version was written (its manifest's createdAt, UTC): for the City's data, the day it was imported; for
   * the demo, its generator's date. Absent in answers kept from before it was sent.
   */
  imported?: string;
  /**
   * The day the City last changed the Zoning Area file this version was made from, as the portal gave it (data:fetch);
   * null where it is not known (a file given to data:import by hand carries no date of its own) and for the demo,
   * which is generated, not published. Absent in answers kept from before it was sent.
   */
  zoningPublished?: string | null;
  source: 'demo' | 'city';
  demo: boolean;
  attribution: string;
  /**
   * Whether this dataset has each layer. Every answer the server sends carries all of them; an answer kept from before
   * they were sent has none, and is read as every layer loaded (as every dataset then was).
   */
  layers?: Record<AnswerLayer, LayerState>;
}

/** One of the City's files a dataset was made from, as GET /api/dataset names it. */
export interface DatasetSourceInfo {
  /** The City's name for the data, e.g. "Zoning By-law 569-2013: Zoning Area". */
  title: string;
  file: string;
  /**
   * The day the City last changed the file (ISO day): its resource's `last_modified` on the portal, which data:fetch
   * records; null where it is not known (a file given by hand: the City's files carry no date of their own).
   */
  published: string | null;
  /** The day the file was imported (ISO day, UTC): its version's `imported`, apart from its publication. */
  imported: string;
  features: number;
  /** The fields the file carries; absent where the import did not record them. A field not listed is not in the data. */
  fields?: string[];
}

/** GET /api/dataset: the dataset in use, with the files it was made from (none for the generated demo). */
export interface DatasetDescription extends DatasetInfo {
  sources: DatasetSourceInfo[];
}

export interface ZoneAnswer {
  /** ZN_ZONE, e.g. "RD". */
  base_zone: string;
  /** ZN_STRING, the complete zone label, e.g. "RD (f12.0; a370; d0.6) (x42)"; null where the dataset has none. */
  zone_code: string | null;
  /** The zone's plain name, e.g. "Residential Detached". */
  zone_label: string;
  /** The zone category (the by-law chapter's subject), e.g. "Residential". */
  zone_type: string;
  gen_zone: number;
  /** ZN_STATUS (5: not part of By-law 569-2013); null where the dataset does not carry it. */
  status: number | null;
  /** Whether a holding provision (H) applies; null where the dataset says neither (no ZN_HOLDING, no label). */
  holding: boolean | null;
  /**
   * The exception number (read with the zone symbol); 'none' where the data says there is none; null where the
   * dataset does not carry the exception fields, so it cannot say.
   */
  exception: number | 'none' | null;
  /** By-law section of the exception, e.g. "900.3.10(42)", or null. */
  exception_section: string | null;
  bylaw_chapter: number | null;
  bylaw_section: string | null;
  bylaw_url: string | null;
  is_former_city_area: boolean;
  /** AREA_UNITS: minimum lot area per dwelling unit in m², or null where the data gives none (-1). */
  area_units: number | null;
  /** COVERAGE: the zone's own maximum lot coverage in %, or null where the data gives none (-1). */
  coverage: number | null;
  /** The former municipal by-law in force where 569-2013 does not apply. */
  former_bylaw: string | null;
  /**
   * Where former_bylaw was named from the former municipality the area lies in (the City's Former Municipality
   * Boundaries, AREA_NAME: "NORTH YORK"); null where the data named it otherwise, or not at all. Absent in answers kept
   * from before it was sent.
   */
  former_municipality?: string | null;
  demo: boolean;
}

export interface ParcelAnswer {
  parceli2: string;
  /** The parcel's own ADDRESS_FULL. */
  address_full: string;
  /**
   * Every address of the parcel, each once: address_full first, then those of the dataset's address points that lie
   * inside it (a corner lot has one on each street). The same list however the parcel was reached.
   */
  addresses: string[];
  lot_area_ft2: number;
  lot_area_m2: number;
}

export interface HeightOverlayAnswer {
  HT_STRING: string;
  HT_HEIGHT: number;
  HT_STORIES: number;
}

export interface CoverageOverlayAnswer {
  PRCNT_CVER: number;
}

/** Policy Area overlay (ZONING_POLICY_AREA, Chapter 995.10; parking rates of Chapter 200). */
export interface PolicyAreaOverlayAnswer {
  POLICY_ID: number;
  /** The page the layer links for it ("Chapter970.htm"); absent where the layer gives none, and in older answers. */
  CHAPT_200?: string;
}

/** Rooming House overlay (ZONING_ROOMING_HOUSE, 995.41; regulations in 150.25). */
export interface RoomingHouseOverlayAnswer {
  RMH_AREA: string;
  RMG_HS_NO: number;
  RMG_STRING: string;
  /** The page of its regulations the layer links ("Chapter150_25.htm"); absent where none, and in older answers. */
  CHAP150_25?: string;
}

/** Building Setback overlay (600.10). */
export interface BuildingSetbackOverlayAnswer {
  ZN_STRING: string;
  /** The by-law section the layer links ("Chapter600_10.htm"); absent where none, and in older answers. */
  BYLAW_SECTIONLINK?: string;
}

/**
 * The nearest Priority Retail Street (600.20) when one lies within 30 m of the parcel at the point (of the point itself
 * where there is no parcel).
 */
export interface PriorityRetailStreetAnswer {
  LINEAR_NAME_FULL_LEGAL: string;
  /** Metres from the parcel's nearest edge (0 where the street line touches or crosses it), or from the point. */
  distance_m: number;
  measured_from: 'parcel' | 'point';
  /** The by-law section the layer links ("Chapter600_20.htm"); absent where none, and in older answers. */
  BYLAW_SECTIONLINK?: string;
}

export interface SpatialDataAnswer {
  zone: ZoneAnswer;
  parcel: ParcelAnswer | null;
  overlays: {
    height: HeightOverlayAnswer | null;
    coverage: CoverageOverlayAnswer | null;
    policy_area: PolicyAreaOverlayAnswer | null;
    rooming_house: RoomingHouseOverlayAnswer | null;
    building_setback: BuildingSetbackOverlayAnswer | null;
    priority_retail_street: PriorityRetailStreetAnswer | null;
  };
  former_bylaw_area: boolean;
  location: { lat: number; lng: number };
  dataset: DatasetInfo;
}

/**
 * GET /api/zoning/spatial-data's answer at a point inside the city that the dataset's zoning does not cover (an import
 * of part of the city: its `zoningCover`): not a gap in the zoning map, which stays `404 no_zoning` inside the cover,
 * but a place this dataset does not hold. A 200, so that the parcel and overlays the dataset has there (its overlay
 * files may cover more of the city) and the dataset travel with it as with any answer, cached the same way; a client
 * reads it as "no zoning answer here", and an old client that knows no `coverage` reads it so too (no zone).
 */
export interface NotCoveredAnswer {
  zone: null;
  coverage: 'outside-dataset';
  parcel: ParcelAnswer | null;
  overlays: SpatialDataAnswer['overlays'];
  location: { lat: number; lng: number };
  dataset: DatasetInfo;
}

/** GET /api/zoning/spatial-data's body: the zoning answer, or where the dataset does not cover the point, that. */
export type SpatialDataReply = SpatialDataAnswer | NotCoveredAnswer;

/** Whether a reply (or any parsed body) is the not-covered answer, with the parts the client reads. */
export function isNotCoveredAnswer(reply: unknown): reply is NotCoveredAnswer {
  const body = reply as Partial<NotCoveredAnswer> | null;
  return body?.coverage === 'outside-dataset' && body.zone === null && typeof body.overlays === 'object' && body.overlays !== null && typeof body.dataset?.id === 'string';
}

/**
 * Which dataset version an answer came from. Every spatial answer carries it (the full DatasetInfo where the answer
 * already has it), so a client whose map was made with another version knows the server has switched.
 */
export interface DatasetStamp {
  id: string;
  /** The date of the data (ISO day). */
  version: string;
}

export interface ParcelByPointAnswer {
  parceli2: string;
  lot_area_ft2: number;
  lot_area_m2: number;
  address_full: string;
}

/** GET /api/parcel-by-point's body: the parcel, stamped with the dataset version it came from. */
export interface ParcelByPointReply extends ParcelByPointAnswer {
  dataset: DatasetStamp;
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}
