// A dataset version's spatial layers as PostGIS tables: loaded in one transaction (nothing is visible until the whole
// version is), found by dataset id in a small registry, listed and dropped. Several versions coexist side by side;
// which one a server answers from is only the id it asks for.

import { createHash } from 'node:crypto';
import type { AddressTable } from '../../../src/lib/spatial/address-table';
import { AreaGeometries } from '../../../src/lib/spatial/area-geometries';
import type { DatasetManifest } from '../../../src/lib/spatial/schema';
import type { Database, Queryable } from '../../db/client';
import type { AreaIndex } from '../../../src/lib/spatial/area-index';
import { AREA_LAYERS, type SpatialLayers } from '../../../src/lib/spatial/spatial-layers';
import { areaToWkb, lineToWkb } from './wkb';

/** The registry of loaded versions, in the app's schema beside its own tables. */
export const SPATIAL_VERSIONS_TABLE = 'spatial_versions';

/** The area layers by their code in the tables (the boundary is one too: "is this point in Toronto?"). */
export const AREA_LAYER_CODES = {
  boundary: 0,
  zoning: 1,
  parcels: 2,
  height: 3,
  coverage: 4,
  policyAreas: 5,
  roomingHouses: 6,
  buildingSetbacks: 7,
} as const;
export type AreaLayerName = keyof typeof AREA_LAYER_CODES;

/** Polygons of more vertices than this are cut into parts of at most as many (ST_Subdivide) for the index. */
export const SUBDIVIDE_MAX_VERTICES = 256;

/** Rows sent per INSERT: big enough to amortise the round trip, small enough to keep each statement a few MB. */
const BATCH_ROWS = 2_000;

/** Any constant: loads and drops of spatial versions take turns on it, whichever process runs them. */
const SPATIAL_LOAD_LOCK = 5_692_014;

/** What a load reads: a dataset's spatial indexes (in memory or read from its prebuilt files) and its address points. */
export interface SpatialSource {
  readonly spatial: SpatialLayers;
  readonly addresses: AddressTable;
}

/** One version's tables, named from its dataset id. */
export interface SpatialTables {
  readonly datasetId: string;
  /** Every table name starts with it; also the prefix of its prepared statements' names. */
  readonly prefix: string;
  /** Each feature of each area layer once: its properties and whole geometry. */
  readonly areas: string;
  /** The area features cut into parts of at most SUBDIVIDE_MAX_VERTICES vertices, under a GiST index. */
  readonly parts: string;
  /** The Priority Retail Streets. */
  readonly lines: string;
  /** The centreline's streets (streetsOf), each with its GeoJSON line as given, for the site figure and the lot. */
  readonly streets: string;
  /** The address points that have an address (ADDRESS_FULL not blank). */
  readonly addresses: string;
}

/** Readable where the id allows (letters, digits, _), with a hash of the id so that no two ids share tables. */
export function spatialTablesFor(datasetId: string): SpatialTables {
  const readable = datasetId.toLowerCase().replace(/[^a-z0-9]+/g, '_').slice(0, 32);
  const prefix = `spatial_${readable}_${createHash('sha256').update(datasetId).digest('hex').slice(0, 6)}`;
  return {
    datasetId,
    prefix,
    areas: `${prefix}_areas`,
    parts: `${prefix}_parts`,
    lines: `${prefix}_lines`,
    streets: `${prefix}_streets`,
    addresses: `${prefix}_addresses`,
  };
}

export interface LoadedVersion {
  datasetId: string;
  tables: SpatialTables;
  /** The manifest the version was loaded with (without its file list). */
  manifest: DatasetManifest;
  counts: Record<string, number>;
  loadedAt: Date;
}

interface VersionRow {
  dataset_id: string;
  manifest: DatasetManifest;
  counts: Record<string, number>;
  loaded_at: Date;
}

const isUndefinedTable = (error: unknown) => (error as { code?: string }).code === '42P01';

/** Every version loaded in the database, oldest first; none when nothing was ever loaded. */
export async function listSpatialVersions(db: Queryable): Promise<LoadedVersion[]> {
  try {
    const { rows } = await db.query<VersionRow>(`select dataset_id, manifest, counts, loaded_at from ${SPATIAL_VERSIONS_TABLE} order by loaded_at, dataset_id`);
    return rows.map(toLoadedVersion);
  } catch (error) {
    if (isUndefinedTable(error)) return [];
    throw error;
  }
}

/** The version loaded for this dataset id, or null. */
export async function findSpatialVersion(db: Queryable, datasetId: string): Promise<LoadedVersion | null> {
  try {
    const { rows } = await db.query<VersionRow>(`select dataset_id, manifest, counts, loaded_at from ${SPATIAL_VERSIONS_TABLE} where dataset_id = $1`, [datasetId]);
    return rows[0] ? toLoadedVersion(rows[0]) : null;
  } catch (error) {
    if (isUndefinedTable(error)) return null;
    throw error;
  }
}

function toLoadedVersion(row: VersionRow): LoadedVersion {
  return { datasetId: row.dataset_id, tables: spatialTablesFor(row.dataset_id), manifest: row.manifest, counts: row.counts, loadedAt: row.loaded_at };
}

export interface LoadResult {
  /** False when the version was already loaded (by this process or another): nothing was done. */
  loaded: boolean;
  tables: SpatialTables;
  counts: Record<string, number>;
  ms: number;
}

/**
 * Loads a dataset version's spatial layers into its own tables, indexes them and records it, all in one transaction:
 * a load that fails or is killed leaves nothing behind, and readers see the version only once it is whole. A version
 * already loaded is left as it is. Concurrent loads (replicas starting together) take turns.
 */
export async function loadSpatialVersion(db: Database, source: SpatialSource, log: (line: string) => void = () => {}): Promise<LoadResult> {
  const started = performance.now();
  const { manifest } = source.spatial;
  const tables = spatialTablesFor(manifest.id);
  const result = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SPATIAL_LOAD_LOCK]);
    await tx.query(
      `create table if not exists ${SPATIAL_VERSIONS_TABLE} (
        dataset_id text primary key,
        manifest jsonb not null,
        counts jsonb not null,
        loaded_at timestamptz not null default now()
      )`,
    );
    const { rows } = await tx.query<{ counts: Record<string, number> }>(`select counts from ${SPATIAL_VERSIONS_TABLE} where dataset_id = $1`, [manifest.id]);
    if (rows[0] && rows[0].counts.streets !== undefined) return { loaded: false, counts: rows[0].counts };
    if (rows[0]) {
      // Loaded before the centreline was: its streets table is added now, in the same turn as a load.
      log(`Adding the streets of ${manifest.id} to PostGIS…`);
      const counts = { ...rows[0].counts, streets: await loadStreets(tx, tables, source.spatial) };
      await tx.query(`update ${SPATIAL_VERSIONS_TABLE} set counts = $2 where dataset_id = $1`, [manifest.id, JSON.stringify(counts)]);
      return { loaded: false, counts };
    }
    log(`Loading ${manifest.id} into PostGIS (${tables.prefix}_*)…`);
    await createTables(tx, tables);
    const counts: Record<string, number> = {};
    counts.boundary = await insertAreas(tx, tables, AREA_LAYER_CODES.boundary, AreaGeometries.fromAreas([source.spatial.boundary]), { length: 1, get: () => ({}) });
    for (const layer of AREA_LAYERS) {
      const index = source.spatial[layer] as AreaIndex<object>;
      counts[layer] = await insertAreas(tx, tables, AREA_LAYER_CODES[layer], index.geometries, { length: index.size, get: (row) => index.properties.get(row) });
    }
    counts.priorityRetailStreets = await insertLines(tx, tables, source.spatial.retailStreets.features);
    counts.addresses = await insertAddresses(tx, tables, source.addresses);
    counts.streets = await loadStreets(tx, tables, source.spatial);
    counts.parts = await subdivide(tx, tables);
    await indexTables(tx, tables);
    const { files: _files, ...content } = manifest;
    await tx.query(`insert into ${SPATIAL_VERSIONS_TABLE} (dataset_id, manifest, counts) values ($1, $2, $3)`, [manifest.id, JSON.stringify(content), JSON.stringify(counts)]);
    return { loaded: true, counts };
  });
  const ms = performance.now() - started;
  if (result.loaded) log(`Loaded ${manifest.id} into PostGIS in ${(ms / 1000).toFixed(1)} s: ${JSON.stringify(result.counts)}`);
  return { ...result, tables, ms };
}

/** Drops a version's tables and its registry row (one transaction); false when it was not loaded. */
export async function dropSpatialVersion(db: Database, datasetId: string): Promise<boolean> {
  const tables = spatialTablesFor(datasetId);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SPATIAL_LOAD_LOCK]);
    let deleted: unknown[];
    try {
      ({ rows: deleted } = await tx.query(`delete from ${SPATIAL_VERSIONS_TABLE} where dataset_id = $1 returning dataset_id`, [datasetId]));
    } catch (error) {
      if (isUndefinedTable(error)) return false;
      throw error;
    }
    await tx.query(`drop table if exists ${tables.areas}, ${tables.parts}, ${tables.lines}, ${tables.streets}, ${tables.addresses}`);
    return deleted.length > 0;
  });
}

async function createTables(tx: Queryable, t: SpatialTables): Promise<void> {
  // Left over from nothing: a failed load rolls its tables back. A stray table of that name is an operator's to look at.
  await tx.query(`create table ${t.areas} (
    layer smallint not null,
    idx integer not null,
    properties jsonb not null,
    geom geometry(Geometry, 4326) not null,
    primary key (layer, idx)
  )`);
  await tx.query(`create table ${t.parts} (layer smallint not null, idx integer not null, geom geometry(Geometry, 4326) not null)`);
  await tx.query(`create table ${t.lines} (idx integer primary key, properties jsonb not null, geom geometry(Geometry, 4326) not null)`);
  await tx.query(`create table ${t.addresses} (idx integer primary key, address_full text not null, geom geometry(Point, 4326) not null)`);
}

interface PropertyRows {
  readonly length: number;
  get(row: number): object;
}

async function insertAreas(tx: Queryable, t: SpatialTables, layer: number, geometries: AreaGeometries, properties: PropertyRows): Promise<number> {
  const sql = `insert into ${t.areas} (layer, idx, properties, geom)
    select $1, u.idx, u.properties, ST_GeomFromWKB(u.wkb, 4326)
    from unnest($2::integer[], $3::jsonb[], $4::bytea[]) as u(idx, properties, wkb)`;
  for (let start = 0; start < geometries.length; start += BATCH_ROWS) {
    const end = Math.min(start + BATCH_ROWS, geometries.length);
    const idx: number[] = [];
    const props: string[] = [];
    const wkb: Buffer[] = [];
    for (let row = start; row < end; row += 1) {
      idx.push(row);
      props.push(JSON.stringify(properties.get(row)));
      wkb.push(areaToWkb(geometries, row));
    }
    await tx.query(sql, [layer, idx, props, wkb]);
  }
  return geometries.length;
}

async function insertLines(tx: Queryable, t: SpatialTables, features: SpatialLayers['retailStreets']['features']): Promise<number> {
  if (features.length === 0) return 0;
  await tx.query(
    `insert into ${t.lines} (idx, properties, geom)
      select u.idx, u.properties, ST_GeomFromWKB(u.wkb, 4326) from unnest($1::integer[], $2::jsonb[], $3::bytea[]) as u(idx, properties, wkb)`,
    [features.map((_, i) => i), features.map((f) => JSON.stringify(f.properties)), features.map((f) => lineToWkb(f.geometry))],
  );
  return features.length;
}

/**
 * The streets in their own table, indexed: their properties and GeoJSON line kept as given (so that the figure drawn
 * from them equals the in-memory one to the last digit), the geometry for the index.
 */
async function loadStreets(tx: Queryable, t: SpatialTables, spatial: SpatialLayers): Promise<number> {
  await tx.query(`create table ${t.streets} (idx integer primary key, properties jsonb not null, line jsonb not null, geom geometry(Geometry, 4326) not null)`);
  const features = spatial.centreline?.features ?? [];
  const sql = `insert into ${t.streets} (idx, properties, line, geom)
    select u.idx, u.properties, u.line, ST_GeomFromWKB(u.wkb, 4326) from unnest($1::integer[], $2::jsonb[], $3::jsonb[], $4::bytea[]) as u(idx, properties, line, wkb)`;
  for (let start = 0; start < features.length; start += BATCH_ROWS) {
    const batch = features.slice(start, start + BATCH_ROWS);
    await tx.query(sql, [
      batch.map((_, k) => start + k),
      batch.map((f) => JSON.stringify(f.properties)),
      batch.map((f) => JSON.stringify(f.geometry)),
      batch.map((f) => lineToWkb(f.geometry)),
    ]);
  }
  await tx.query(`create index ${t.streets}_geom on ${t.streets} using gist (geom)`);
  await tx.query(`analyze ${t.streets}`);
  return features.length;
}

/** The points with an address, by their position among all points (the order the in-memory index lists them in). */
async function insertAddresses(tx: Queryable, t: SpatialTables, points: AddressTable): Promise<number> {
  const addressFull = points.properties.column('ADDRESS_FULL');
  const sql = `insert into ${t.addresses} (idx, address_full, geom)
    select u.idx, u.address_full, ST_SetSRID(ST_MakePoint(u.lng, u.lat), 4326)
    from unnest($1::integer[], $2::text[], $3::float8[], $4::float8[]) as u(idx, address_full, lng, lat)`;
  let kept = 0;
  for (let start = 0; start < points.length; start += BATCH_ROWS * 5) {
    const idx: number[] = [];
    const text: string[] = [];
    const lng: number[] = [];
    const lat: number[] = [];
    for (let row = start; row < Math.min(start + BATCH_ROWS * 5, points.length); row += 1) {
      const address = String(addressFull(row) ?? '').trim();
      if (address === '') continue;
      idx.push(row);
      text.push(address);
      lng.push(points.lng[row]!);
      lat.push(points.lat[row]!);
    }
    if (idx.length === 0) continue;
    await tx.query(sql, [idx, text, lng, lat]);
    kept += idx.length;
  }
  return kept;
}

/**
 * The parts the look-ups search: each polygon of a feature on its own, and those of many vertices cut into pieces
 * (ST_Subdivide), so that a GiST box is tight and each point test reads a few hundred vertices at most. An invalid
 * polygon is made valid first, as ST_Subdivide needs.
 */
async function subdivide(tx: Queryable, t: SpatialTables): Promise<number> {
  const { rows } = await tx.query<{ parts: string }>(
    `with inserted as (
      insert into ${t.parts} (layer, idx, geom)
      select a.layer, a.idx, part.geom
      from ${t.areas} a
      cross join lateral ST_Dump(a.geom) as polygon
      cross join lateral (
        select polygon.geom where ST_NPoints(polygon.geom) <= $1
        union all
        select ST_Subdivide(case when ST_IsValid(polygon.geom) then polygon.geom else ST_CollectionExtract(ST_MakeValid(polygon.geom), 3) end, $1)
        where ST_NPoints(polygon.geom) > $1
      ) as part(geom)
      returning 1
    )
    select count(*) as parts from inserted`,
    [SUBDIVIDE_MAX_VERTICES],
  );
  return Number(rows[0]?.parts ?? 0);
}

async function indexTables(tx: Queryable, t: SpatialTables): Promise<void> {
  await tx.query(`create index ${t.parts}_geom on ${t.parts} using gist (geom)`);
  await tx.query(`create index ${t.lines}_geom on ${t.lines} using gist (geom)`);
  await tx.query(`create index ${t.addresses}_geom on ${t.addresses} using gist (geom)`);
  for (const table of [t.areas, t.parts, t.lines, t.addresses]) await tx.query(`analyze ${table}`);
}
