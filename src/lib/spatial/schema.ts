// The dataset the server answers from, in the City of Toronto's own field names
// (shared/data/toronto/CITY-ZONING-README.txt); the demo generator and the importers both produce it.

import type { Feature, FeatureCollection, LineString, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import type { ZoningCover } from './zoning-cover';

export type Area = Polygon | MultiPolygon;
export type Line = LineString | MultiLineString;

/** 'Y' on every feature the project generated itself rather than read from the City's files. */
export type DemoFlag = { DEMO?: 'Y' };

/**
 * Zoning Area (ZONING_ZONE_CATAGORIES). -1 in a numeric field means "no value", as in the City's data. A field the
 * City's file did not carry is absent, never filled in: "not in this dataset" is not "No", "none" or -1.
 */
export interface ZoningProperties extends DemoFlag {
  OBJECTID: number;
  GEN_ZONE: number;
  ZN_ZONE: string;
  /** Absent where the file has neither ZN_HOLDING nor the label that would show an "(H)". */
  ZN_HOLDING?: 'Y' | 'N';
  HOLDING_ID: number;
  FRONTAGE: number;
  ZN_AREA: number;
  UNITS: number;
  DENSITY: number;
  COVERAGE: number;
  FSI_TOTAL: number;
  PRCNT_COMM: number;
  PRCNT_RES: number;
  PRCNT_EMMP: number;
  PRCNT_OFFC: number;
  /** Absent where the file has neither ZN_EXCPTN nor an exception number field. */
  ZN_EXCPTN?: 'Y' | 'N';
  EXCPTN_NO: number;
  STAND_SET: number;
  /** 0–4 and 6: in By-law 569-2013; 5: not part of it (a former municipal by-law applies). Absent where not known. */
  ZN_STATUS?: number;
  /** The complete zone label. Some of the City's files leave it out: then it is absent, never made up. */
  ZN_STRING?: string;
  AREA_UNITS: number;
  ZBL_CHAPTR: string;
  ZBL_SECTN: string;
  ZBL_EXCPTN: string;
  /** Only where ZN_STATUS is 5: the former by-law in force, e.g. "Former City of Toronto By-law 438-86". */
  FORMER_BYLAW?: string;
  /**
   * Where the import named FORMER_BYLAW from the former municipality the area lies in: that municipality's AREA_NAME
   * in the City's Former Municipality Boundaries ("NORTH YORK"); the zoning data itself names no by-law.
   */
  FORMER_MUNICIPALITY?: string;
}

/** Height overlay (ZONING_HEIGHT). */
export interface HeightProperties extends DemoFlag {
  OBJECTID: number;
  HT_HEIGHT: number;
  HT_STORIES: number;
  HT_STRING: string;
}

/** Lot coverage overlay (ZONING_LOT_COVERAGE). */
export interface CoverageProperties extends DemoFlag {
  OBJECTID: number;
  PRCNT_CVER: number;
}

/** Policy Area overlay (ZONING_POLICY_AREA, 995.10): the parking-rate area of Chapter 200. */
export interface PolicyAreaProperties extends DemoFlag {
  OBJECTID: number;
  /** 1 (downtown) to 4 (outer suburbs). The City's file stores it as text; readers convert it. */
  POLICY_ID: number;
  /** Link to the parking rate text, e.g. "Chapter970.htm" as in the City's file. */
  CHAPT_200: string;
}

/** Rooming House overlay (ZONING_ROOMING_HOUSE, 995.41; regulations in 150.25). */
export interface RoomingHouseProperties extends DemoFlag {
  OBJECTID: number;
  /** 'A' to 'D'. */
  RMH_AREA: string;
  /** The number within the area (a sub-set of it). */
  RMG_HS_NO: number;
  /** Area + number, e.g. "B1". */
  RMG_STRING: string;
  /** Link to the by-law section, "Chapter150_25.htm". */
  CHAP150_25: string;
}

/** Building Setback overlay (600.10). */
export interface BuildingSetbackProperties extends DemoFlag {
  OBJECTID: number;
  /** e.g. "Downtown Tall Building Setback". */
  ZN_STRING: string;
  CH600_AREA_TYPE: number;
  /** "Chapter600_10.htm". */
  BYLAW_SECTIONLINK: string;
}

/** Priority Retail Street overlay (600.20): street lines, not areas. */
export interface PriorityRetailStreetProperties extends DemoFlag {
  OBJECTID: number;
  /** The street's full legal name, e.g. "Queen Street West". */
  LINEAR_NAME_FULL_LEGAL: string;
  CH600_LINE_TYPE: number;
  /** "Chapter600_20.htm". */
  BYLAW_SECTIONLINK: string;
}

/**
 * An overlay of By-law 569-2013 that the app keeps but does not read yet (Policy Road, Parking Zone, Queen Street West
 * eating establishments): the City's own fields as published (text and numbers), with OBJECTID made a number.
 */
export interface PublishedOverlayProperties extends DemoFlag {
  OBJECTID: number;
  [field: string]: string | number | undefined;
}

/** Toronto Centreline (TCL): one street centreline under one name, in the City's field names. */
export interface CentrelineProperties extends DemoFlag {
  CENTRELINE_ID: number;
  /** The name as addresses write it, e.g. "Queen St W". */
  LINEAR_NAME_FULL: string;
  /** The full legal name, e.g. "Queen Street West". */
  LINEAR_NAME_FULL_LEGAL: string;
  /** The City's road class code, e.g. 201200 (Major Arterial), 201500 (Local). */
  FEATURE_CODE: number;
  FEATURE_CODE_DESC: string;
}

/** Water bodies the basemap draws under the zoning (the demo's Lake Ontario). */
export interface WaterProperties extends DemoFlag {
  NAME: string;
}

/** Property Boundaries. STATEDAREA is the lot area in square metres. */
export interface ParcelProperties extends DemoFlag {
  PARCELID: string;
  ADDRESS_NUMBER: string;
  LINEAR_NAME_FULL: string;
  ADDRESS_FULL: string;
  STATEDAREA: number;
  FEATURE_TYPE: string;
}

/** Address Points (one address repository). */
export interface AddressPoint extends DemoFlag {
  ADDRESS_POINT_ID: number;
  ADDRESS_NUMBER: string;
  LINEAR_NAME_FULL: string;
  ADDRESS_FULL: string;
  LONGITUDE: number;
  LATITUDE: number;
  MUNICIPALITY_NAME: string;
  /** A well-known place at this address ("Toronto City Hall"), for the landmark list. */
  PLACE_NAME?: string;
}

/** The City's layers an import reads, by their `npm run data:import` flag. */
export const CITY_LAYERS = [
  'zoning',
  'height',
  'coverage',
  'parcels',
  'addresses',
  'policy-area',
  'policy-road',
  'parking-zone',
  'rooming-house',
  'building-setback',
  'priority-retail-street',
  'queen-st-w-eat',
  'boundary',
  'former-municipalities',
  'centreline',
] as const;
export type CityLayer = (typeof CITY_LAYERS)[number];

/** One file an import read: enough to tell later exactly which publication a dataset was made from. */
export interface DatasetSource {
  /** The file's name (no folder). */
  file: string;
  bytes: number;
  sha256: string;
  /** Features (rows) read from it, and how many of them the dataset kept. */
  features: number;
  kept: number;
  /**
   * The day the City last changed it (YYYY-MM-DD), where the portal said; absent for a file given by hand, whose
   * publication is not known (the import day is the manifest's createdAt, apart).
   */
  published?: string;
  /**
   * The fields the file carries (on at least one feature, with a value), as the file names them; absent in datasets
   * written before imports recorded it. A field not listed is not in this dataset.
   */
  fields?: string[];
}

export interface DatasetManifest {
  /** Stable identifier, also the folder name: e.g. "demo-v3-2025-07-14". */
  id: string;
  name: string;
  /**
   * The version's date (ISO date), which its id carries: the date the import was given (data:fetch: the newest of its
   * files' publication dates) or else its own day; the demo's generator date. Not a publication date of any file.
   */
  version: string;
  source: 'demo' | 'city';
  createdAt: string;
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
  counts: Record<string, number>;
  attribution: string;
  /**
   * Which of the City's layers this dataset was made with. Absent in the demo and in datasets written before imports
   * recorded it; a layer marked 'not-loaded' is unknown here, which is not the same as "none mapped".
   */
  layers?: Partial<Record<CityLayer, 'loaded' | 'not-loaded'>>;
  /** The City's files an import read, by layer. */
  sources?: Partial<Record<CityLayer, DatasetSource>>;
  /**
   * The part of the city the zoning covers, recorded by imports (zoning-cover.ts). Absent in the demo and in datasets
   * written before imports recorded it: their zoning covers the whole boundary.
   */
  zoningCover?: ZoningCover;
  /**
   * Every file of the folder but the manifest, relative to it, with its size and SHA-256; absent in folders written
   * before they were recorded. A server checks the prebuilt files it reads against them before it serves.
   */
  files?: Record<string, { bytes: number; sha256: string }>;
  /** The format of the prebuilt files (spatial/, tiles/, map/); absent where the folder has none. */
  artifactsFormat?: number;
}

export interface Dataset {
  manifest: DatasetManifest;
  boundary: Feature<Area, { NAME: string } & DemoFlag>;
  zoning: FeatureCollection<Area, ZoningProperties>;
  height: FeatureCollection<Area, HeightProperties>;
  coverage: FeatureCollection<Area, CoverageProperties>;
  /** One Polygon each: an import splits a parcel the City gives as several parts into one feature per part. */
  parcels: FeatureCollection<Polygon, ParcelProperties>;
  addresses: AddressPoint[];
  policyAreas: FeatureCollection<Area, PolicyAreaProperties>;
  roomingHouses: FeatureCollection<Area, RoomingHouseProperties>;
  buildingSetbacks: FeatureCollection<Area, BuildingSetbackProperties>;
  priorityRetailStreets: FeatureCollection<Line, PriorityRetailStreetProperties>;
  /** The basemap's streets; empty when none were imported. */
  centreline: FeatureCollection<Line, CentrelineProperties>;
  /** The basemap's water; empty when none was imported. */
  water: FeatureCollection<Area, WaterProperties>;
  /** Overlays kept as published for later use; absent from datasets made without them (the demo). */
  policyRoads?: FeatureCollection<Area | Line, PublishedOverlayProperties>;
  parkingZones?: FeatureCollection<Area | Line, PublishedOverlayProperties>;
  queenStWestEat?: FeatureCollection<Area | Line, PublishedOverlayProperties>;
}
