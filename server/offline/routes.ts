// GET/HEAD /api/area-pack (AREA_PACK_PATH, where server/app.ts mounts this router)?bbox=w,s,e,n&tiles=<layers>:<minZoom>-<maxZoom>,…: one saved area's pack, gzipped as a
// whole (the browser gunzips it), with a strong ETag and byte ranges so a cut-off download resumes where it stopped
// (If-Range). HEAD gives its exact size before the download starts. Packs are kept in memory by version and request.

import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import { boxAreaKm2, tileCount } from '../../src/lib/geo/tile-cover';
import type { Box } from '../../src/lib/spatial/area-geometries';
import { AREA_PACK_CONTENT_TYPE, MAX_AREA_PACK_KM2, MAX_AREA_PACK_TILES, MAX_AREA_PACK_ZOOM } from '../../src/lib/offline/area-pack-limits';
import type { PreparedDataset } from '../dataset/artifacts/prepared-dataset';
import { AppError } from '../http/app-error';
import { rejectUnstorableText } from '../http/unstorable-text';
import { createJoinedTiles, parseLayerSet } from '../tiles/joined-tiles';
import { ByteBudgetCache } from '../tiles/tile-cache';
import { cutAreaPack, type AreaPackRequest } from './cut-area-pack';

const PACK_CACHE_BYTES = 64 * 1024 * 1024;

interface BuiltPack {
  gzip: Buffer;
  etag: string;
}

export function createAreaPackRouter(dataset: PreparedDataset): Router {
  const tiles = createJoinedTiles(dataset.tiles);
  const built = new ByteBudgetCache<BuiltPack>(PACK_CACHE_BYTES, (pack) => pack.gzip.length + 200);
  const cutting = new Map<string, Promise<BuiltPack>>();
  const router = Router();

  /** The pack for a request, cut once however many ask for it at the same time. */
  async function packFor(request: AreaPackRequest): Promise<BuiltPack> {
    const key = `${request.bbox.join(',')}|${request.tileSets.map((set) => `${set.layers}:${set.minZoom}-${set.maxZoom}`).join(',')}`;
    const kept = built.get(key) ?? cutting.get(key);
    if (kept) return kept;
    const pack = cutAreaPack(dataset, tiles, request).then((bytes) => {
      const gzip = gzipSync(bytes);
      return { gzip, etag: `"${dataset.manifest.id}-${createHash('sha256').update(gzip).digest('hex').slice(0, 24)}"` };
    });
    cutting.set(key, pack);
    try {
      const done = await pack;
      built.set(key, done);
      return done;
    } finally {
      cutting.delete(key);
    }
  }

  router.get('/', rejectUnstorableText, async (req, res) => {
    const pack = await packFor(parseAreaPackQuery(req.query));
    sendPack(req, res, pack, dataset.manifest.id);
  });

  return router;
}

type Query = Record<string, unknown>;

const badQuery = (message: string) => new AppError('invalid_query', 400, message);

/** ?bbox=w,s,e,n&tiles=…, checked: a box inside the city, small enough to save, and tile sources the server has. */
export function parseAreaPackQuery(query: Query): AreaPackRequest {
  const bbox = parseBox(query.bbox);
  const tiles = query.tiles;
  if (tiles !== undefined && typeof tiles !== 'string') throw badQuery('tiles must be given once');
  const tileSets = (tiles ? tiles.split(',') : []).map((spec) => {
    const match = /^([a-z_+-]+):(\d{1,2})-(\d{1,2})$/.exec(spec);
    if (!match) throw badQuery(`tiles must list <layers>:<minZoom>-<maxZoom> separated by commas (got "${spec.slice(0, 60)}")`);
    const set = parseLayerSet(match[1]!);
    if (!set.ok) throw badQuery(set.message);
    const [minZoom, maxZoom] = [Number(match[2]), Number(match[3])];
    if (minZoom > maxZoom || maxZoom > MAX_AREA_PACK_ZOOM) throw badQuery(`the zooms of ${match[1]} must run from low to high, up to ${MAX_AREA_PACK_ZOOM}`);
    return { layers: match[1]!, layerNames: set.layers, minZoom, maxZoom };
  });
  let count = 0;
  for (const set of tileSets) for (let z = set.minZoom; z <= set.maxZoom; z += 1) count += tileCount(bbox, z);
  if (count > MAX_AREA_PACK_TILES) {
    throw new AppError('area_too_large', 422, `The area needs ${count} map tiles; at most ${MAX_AREA_PACK_TILES} can be saved at once. Zoom in and save a smaller area.`);
  }
  return { bbox, tileSets };
}

function parseBox(raw: unknown): Box {
  if (raw === undefined || raw === '') throw badQuery('bbox is required: west,south,east,north in degrees');
  if (typeof raw !== 'string') throw badQuery('bbox must be given once');
  const parts = raw.split(',');
  const values = parts.map((part) => (/^[+-]?\d+(?:\.\d+)?$/.test(part.trim()) ? Number(part) : NaN));
  if (values.length !== 4 || values.some((v) => !Number.isFinite(v))) throw badQuery(`bbox must be four numbers: west,south,east,north (got "${raw.slice(0, 80)}")`);
  const [west, south, east, north] = values as Box;
  if (west >= east || south >= north) throw badQuery('bbox must have west < east and south < north');
  if (west < -180 || east > 180 || south < -90 || north > 90) throw badQuery('bbox must lie within -180..180 and -90..90 degrees');
  const area = boxAreaKm2([west, south, east, north]);
  if (area > MAX_AREA_PACK_KM2) {
    throw new AppError('area_too_large', 422, `The area is ${area.toFixed(1)} km²; at most ${MAX_AREA_PACK_KM2} km² can be saved at once. Zoom in and save a smaller area.`);
  }
  return [west, south, east, north];
}

/** The whole pack, or the one byte range asked for when If-Range (if any) still names these bytes. */
function sendPack(req: Request, res: Response, pack: BuiltPack, datasetId: string): void {
  res.setHeader('Content-Type', AREA_PACK_CONTENT_TYPE);
  // Stored by the page, not by caches on the way; no-transform keeps compression from re-encoding the ranges.
  res.setHeader('Cache-Control', 'private, no-cache, no-transform');
  res.setHeader('ETag', pack.etag);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('X-Dataset-Id', datasetId);
  const size = pack.gzip.length;
  const ifRange = req.get('If-Range');
  const ranges = req.get('Range') && (!ifRange || ifRange === pack.etag) ? req.range(size, { combine: true }) : undefined;
  if (ranges === -1) {
    res.status(416).setHeader('Content-Range', `bytes */${size}`);
    res.end();
    return;
  }
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) {
    res.setHeader('Content-Length', String(size));
    res.end(req.method === 'HEAD' ? undefined : pack.gzip);
    return;
  }
  const { start, end } = ranges[0]!;
  res.status(206);
  res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  res.setHeader('Content-Length', String(end - start + 1));
  res.end(req.method === 'HEAD' ? undefined : pack.gzip.subarray(start, end + 1));
}
