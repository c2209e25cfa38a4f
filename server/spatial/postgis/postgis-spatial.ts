// The spatial look-ups answered from a dataset version's PostGIS tables (spatial-tables.ts): the same answers as the
// in-memory indexes, so that any number of stateless replicas can share one database. Each look-up is one prepared
// statement: the GiST index finds the parts under the point, the lowest feature of each layer wins (as in memory),
// and the parcel's addresses and the nearest Priority Retail Street are measured in the same statement.

import type { Feature } from 'geojson';
import type { SiteFigure } from '../../../src/lib/report/site-figure';
import type {
  Area,
  BuildingSetbackProperties,
  CentrelineProperties,
  CoverageProperties,
  HeightProperties,
  Line,
  ParcelProperties,
  PolicyAreaProperties,
  PriorityRetailStreetProperties,
  RoomingHouseProperties,
  ZoningProperties,
} from '../../../src/lib/spatial/schema';
import type { Database } from '../../db/client';
import { datasetInfoOf, describeDataset } from '../../../src/lib/spatial/dataset-description';
import { METRES_PER_DEGREE_LAT } from '../../../src/lib/spatial/ground-metres';
import { drawSiteFigure, lotFrameRadius, siteFrame } from '../site-figure';
import { noParcel, noZoning, notCoveredAnswer, outsideToronto, spatialAnswer, toParcelAnswer, toParcelByPoint, toZoneAnswer } from '../../../src/lib/spatial/spatial-answer';
import { coverTest } from '../../../src/lib/spatial/zoning-cover';
import type { SiteAnswer, SpatialBackend } from '../spatial-backend';
import { PRIORITY_RETAIL_STREET_METRES } from '../../../src/lib/spatial/point-look-up';
import { missError, SITE_FIGURE_RADIUS_METRES, zoningOrThrow } from '../spatial-service';
import { AREA_LAYER_CODES as L, findSpatialVersion, type SpatialTables } from './spatial-tables';
import { wkbToArea } from './wkb';

export class SpatialVersionNotLoadedError extends Error {
  override readonly name = 'SpatialVersionNotLoadedError';
}

/** The lowest-numbered feature of each layer whose parts meet the point (parts of one feature may repeat). */
const hitsAt = (t: SpatialTables, layers = '') => `
  pt as (select ST_SetSRID(ST_MakePoint($1::float8, $2::float8), 4326) as g),
  hits as (
    select distinct on (p.layer) p.layer, p.idx
    from ${t.parts} p, pt
    where ST_Intersects(p.geom, pt.g)${layers ? ` and p.layer in (${layers})` : ''}
    order by p.layer, p.idx
  ),
  found as (select a.layer, a.properties, a.geom from hits h join ${t.areas} a on a.layer = h.layer and a.idx = h.idx)`;

/**
 * Everything spatialData reads in one statement. The Priority Retail Street is measured as ground-metres.ts does: both
 * geometries moved to a plane around the parcel's box centre (the point's where there is no parcel), x scaled by the
 * metres in a degree of longitude there, then the plain distance; lines are first narrowed to the box padded by the
 * reach (at the box's poleward edge, where a metre spans the most longitude).
 */
function answerSql(t: SpatialTables): string {
  const m = METRES_PER_DEGREE_LAT;
  return `with ${hitsAt(t)},
  parcel as (select geom from found where layer = ${L.parcels}),
  from_geom as (select coalesce((select geom from parcel), (select g from pt)) as geom),
  measured as (
    select geom,
      (ST_XMin(geom) + ST_XMax(geom)) / 2 as ox,
      (ST_YMin(geom) + ST_YMax(geom)) / 2 as oy,
      $3::float8 / (${m} * cos(radians(greatest(abs(ST_YMin(geom)), abs(ST_YMax(geom)))))) * 1.001 as pad_lng,
      $3::float8 / ${m} * 1.001 as pad_lat
    from from_geom
  ),
  street as (
    select l.properties, d.distance
    from ${t.lines} l, measured f
    cross join lateral (select ${m} * cos(radians(f.oy)) as per_lng) s
    cross join lateral (
      select ST_Distance(
        ST_Scale(ST_Translate(l.geom, -f.ox, -f.oy), s.per_lng, ${m}),
        ST_Scale(ST_Translate(f.geom, -f.ox, -f.oy), s.per_lng, ${m})
      ) as distance
    ) d
    where ST_Intersects(l.geom, ST_Expand(f.geom, f.pad_lng, f.pad_lat)) and d.distance <= $3::float8
    order by d.distance, l.idx
    limit 1
  )
  select
    exists (select 1 from hits where layer = ${L.boundary}) as in_toronto,
    (select properties from found where layer = ${L.zoning}) as zoning,
    (select properties from found where layer = ${L.parcels}) as parcel,
    (select ST_AsBinary(geom) from parcel) as parcel_wkb,
    (select idx from hits where layer = ${L.parcels}) as parcel_idx,
    (select coalesce(array_agg(ad.address_full order by ad.idx), '{}')
      from ${t.addresses} ad, parcel where ST_Intersects(parcel.geom, ad.geom)) as addresses,
    (select properties from found where layer = ${L.height}) as height,
    (select properties from found where layer = ${L.coverage}) as coverage,
    (select properties from found where layer = ${L.policyAreas}) as policy_area,
    (select properties from found where layer = ${L.roomingHouses}) as rooming_house,
    (select properties from found where layer = ${L.buildingSetbacks}) as setback,
    (select properties from street) as street,
    (select distance from street) as street_distance`;
}

const parcelSql = (t: SpatialTables) => `with ${hitsAt(t, `${L.boundary}, ${L.parcels}`)}
  select
    exists (select 1 from hits where layer = ${L.boundary}) as in_toronto,
    (select properties from found where layer = ${L.parcels}) as parcel,
    (select ST_AsBinary(geom) from found where layer = ${L.parcels}) as parcel_wkb,
    (select idx from hits where layer = ${L.parcels}) as parcel_idx`;

/** The zoning features with a part inside the frame, in the dataset's order (drawSiteFigure keeps those that meet it). */
const frameSql = (t: SpatialTables) => `select a.properties, ST_AsBinary(a.geom) as wkb
  from ${t.areas} a
  where a.layer = ${L.zoning} and a.idx in (
    select p.idx from ${t.parts} p
    where p.layer = ${L.zoning} and ST_Intersects(p.geom, ST_MakeEnvelope($1::float8, $2::float8, $3::float8, $4::float8, 4326))
  )
  order by a.idx`;

/** The parcels with a part inside the frame but the one at the point ($5; -1 for none), in the dataset's order. */
const neighboursSql = (t: SpatialTables) => `select ST_AsBinary(a.geom) as wkb
  from ${t.areas} a
  where a.layer = ${L.parcels} and a.idx <> $5::integer and a.idx in (
    select p.idx from ${t.parts} p
    where p.layer = ${L.parcels} and ST_Intersects(p.geom, ST_MakeEnvelope($1::float8, $2::float8, $3::float8, $4::float8, 4326))
  )
  order by a.idx`;

/** The streets meeting the frame, in the dataset's order. */
const streetsSql = (t: SpatialTables) => `select s.properties, s.line
  from ${t.streets} s
  where ST_Intersects(s.geom, ST_MakeEnvelope($1::float8, $2::float8, $3::float8, $4::float8, 4326))
  order by s.idx`;

interface AnswerRow {
  in_toronto: boolean;
  zoning: ZoningProperties | null;
  parcel: ParcelProperties | null;
  parcel_wkb: Buffer | null;
  parcel_idx: number | null;
  addresses: string[];
  height: HeightProperties | null;
  coverage: CoverageProperties | null;
  policy_area: PolicyAreaProperties | null;
  rooming_house: RoomingHouseProperties | null;
  setback: BuildingSetbackProperties | null;
  street: PriorityRetailStreetProperties | null;
  street_distance: number | null;
}

type ParcelRow = Pick<AnswerRow, 'in_toronto' | 'parcel' | 'parcel_wkb' | 'parcel_idx'>;
type Parcel = Feature<Area, ParcelProperties> | undefined;

const parcelOf = (row: ParcelRow): Parcel =>
  row.parcel && row.parcel_wkb ? { type: 'Feature', properties: row.parcel, geometry: wkbToArea(row.parcel_wkb) } : undefined;

/**
 * The look-ups of one loaded version over `db` (a pool whose search_path reaches PostGIS: openSpatialDatabase). Throws
 * SpatialVersionNotLoadedError when the version is not in the database. `db` stays its opener's: the versions a server
 * switches between share one pool.
 */
export async function createPostgisSpatial(db: Database, datasetId: string): Promise<SpatialBackend> {
  const version = await findSpatialVersion(db, datasetId);
  if (!version) {
    throw new SpatialVersionNotLoadedError(
      `The dataset ${datasetId} is not loaded in PostGIS: import it with SPATIAL_BACKEND=postgis (npm run data:import), or start a server on it, which loads it`,
    );
  }
  const { tables, manifest } = version;
  const info = datasetInfoOf(manifest);
  // The cover is the manifest's, as in memory: both backends tell a gap from a place the dataset does not hold alike.
  const zoningCovers = coverTest(manifest.zoningCover);
  const statements = {
    answer: answerSql(tables),
    parcel: parcelSql(tables),
    frame: frameSql(tables),
    neighbours: neighboursSql(tables),
    streets: streetsSql(tables),
  };
  const run = async <Row,>(key: keyof typeof statements, params: unknown[]) =>
    (await db.query<Row>(statements[key], params, { name: `${tables.prefix}_${key}` })).rows[0]!;

  async function replyAt(lng: number, lat: number) {
    const row = await run<AnswerRow>('answer', [lng, lat, PRIORITY_RETAIL_STREET_METRES]);
    const found = {
      parcel: row.parcel ? toParcelAnswer(row.parcel, row.addresses) : null,
      height: row.height ?? undefined,
      coverage: row.coverage ?? undefined,
      policyArea: row.policy_area ?? undefined,
      roomingHouse: row.rooming_house ?? undefined,
      setback: row.setback ?? undefined,
      retailStreet: row.street && row.street_distance !== null ? { properties: row.street, distance: row.street_distance } : undefined,
    };
    if (!row.zoning) {
      if (!row.in_toronto) throw missError(outsideToronto(lng, lat));
      if (zoningCovers(lng, lat)) throw missError(noZoning());
      return { data: notCoveredAnswer(found, lng, lat, info), row };
    }
    return { data: spatialAnswer({ zone: toZoneAnswer(row.zoning, info.demo), ...found }, lng, lat, info), row };
  }

  async function figureAt(lng: number, lat: number, radius: number, row: ParcelRow): Promise<SiteFigure> {
    const frame = siteFrame(lng, lat, radius, parcelOf(row));
    const named = (key: keyof typeof statements) => ({ name: `${tables.prefix}_${key}` });
    const [zoning, neighbours, streets] = await Promise.all([
      db.query<{ properties: ZoningProperties; wkb: Buffer }>(statements.frame, [...frame.bbox], named('frame')),
      db.query<{ wkb: Buffer }>(statements.neighbours, [...frame.bbox, row.parcel ? (row.parcel_idx ?? -1) : -1], named('neighbours')),
      db.query<{ properties: CentrelineProperties; line: Line }>(statements.streets, [...frame.bbox], named('streets')),
    ]);
    return drawSiteFigure(frame, {
      zoning: zoning.rows.map((r) => ({ type: 'Feature', properties: r.properties, geometry: wkbToArea(r.wkb) })),
      parcels: neighbours.rows.map((r) => ({ type: 'Feature', properties: null, geometry: wkbToArea(r.wkb) })),
      streets: streets.rows.map((r) => ({ type: 'Feature', properties: r.properties, geometry: r.line })),
    });
  }

  return {
    kind: 'postgis',
    dataset: describeDataset(manifest),

    async spatialReply([lng, lat]) {
      return (await replyAt(lng, lat)).data;
    },

    async spatialData([lng, lat]) {
      return zoningOrThrow((await replyAt(lng, lat)).data);
    },

    async lookUpSite([lng, lat]): Promise<SiteAnswer> {
      const reply = await replyAt(lng, lat);
      const { row } = reply;
      const data = zoningOrThrow(reply.data);
      // A zoning answer may come from just outside the boundary, where the in-memory service draws no figure either.
      return { data, figure: async () => (row.in_toronto ? figureAt(lng, lat, lotFrameRadius(parcelOf(row), SITE_FIGURE_RADIUS_METRES), row) : null) };
    },

    async parcelByPoint([lng, lat]) {
      const row = await run<ParcelRow>('parcel', [lng, lat]);
      if (!row.parcel) throw missError(row.in_toronto ? noParcel() : outsideToronto(lng, lat));
      return toParcelByPoint(row.parcel);
    },

    async siteFigure([lng, lat], radiusMetres = SITE_FIGURE_RADIUS_METRES) {
      const row = await run<ParcelRow>('parcel', [lng, lat]);
      return row.in_toronto ? figureAt(lng, lat, radiusMetres, row) : null;
    },

    close: async () => {},
  };
}
