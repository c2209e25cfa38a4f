// HTTP for the map data under /data (spec §7): vector tiles, the two GeoJSON files and label glyphs, gzip, ETag and CORS.

import { gunzipSync } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import type { Dataset } from '../../src/lib/spatial/schema';
import { AppError } from '../http/app-error';
import { createGlyphRasterizer, LABEL_FONTSTACK } from './glyph-adapter';
import { createGlyphRanges, parseGlyphRange, type GlyphRanges } from './glyph-ranges';
import { buildMapData, type MapData } from './map-data';
import type { TileSource } from './tile-archives';
import { createJoinedTiles, parseLayerSet } from './joined-tiles';
import { buildTileIndex } from './tile-index';
import { parseTilePath } from './tile-path';

export const TILE_CONTENT_TYPE = 'application/vnd.mapbox-vector-tile';
const TILE_CACHE_CONTROL = 'public, max-age=3600';
// The client revalidates the GeoJSON every time; the ETag makes that a 304.
const FILE_CACHE_CONTROL = 'no-cache';
const GLYPH_CONTENT_TYPE = 'application/x-protobuf';
// A font's glyphs never change under the same name; a day keeps a new font version a day away at most.
const GLYPH_CACHE_CONTROL = 'public, max-age=86400';

export interface MapDataRouterOptions {
  /** Built elsewhere (e.g. to time or share them); otherwise built from the dataset here, once. */
  tiles?: TileSource;
  mapData?: MapData;
  glyphs?: GlyphRanges;
}

/** Served from a prebuilt dataset's archives and files, or cut and built here from a dataset in memory. */
export type MapDataSource = Dataset | { tiles: TileSource; mapData: MapData };

export function createMapDataRouter(source: MapDataSource, options: MapDataRouterOptions = {}): Router {
  const prepared = 'tiles' in source ? source : null;
  const tiles = options.tiles ?? prepared?.tiles ?? buildTileIndex(source as Dataset);
  const joined = createJoinedTiles(tiles);
  const mapData = options.mapData ?? prepared?.mapData ?? buildMapData(source as Dataset);
  const glyphs = options.glyphs ?? createGlyphRanges(LABEL_FONTSTACK, createGlyphRasterizer());
  const router = Router();

  // Before the routes, so errors answered for /data carry it too and a browser can read them.
  router.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });

  router.get('/complete-toronto-zoning.geojson', (req, res) => {
    const file = mapData.zoning;
    sendVariant(req, res, { ...file, identity: () => file.raw }, file.contentType, FILE_CACHE_CONTROL);
  });

  router.get('/toronto_boundary_extracted.json', (req, res) => {
    const file = mapData.boundary;
    sendVariant(req, res, { ...file, identity: () => file.raw }, file.contentType, FILE_CACHE_CONTROL);
  });

  // The labels' glyphs, from our own font: the style names no other host.
  router.get('/fonts/:fontstack/:range', (req, res) => {
    const range = parseGlyphRange(req.params.range);
    if (!range.ok) throw new AppError('bad_glyph_range', 400, range.message);
    const body = glyphs.getRange(req.params.fontstack, range.start);
    if (!body) throw new AppError('not_found', 404, `There is no font stack '${req.params.fontstack}'; the font is ${glyphs.fontstack}.`);
    sendVariant(req, res, { ...body, identity: () => gunzipSync(body.gzip) }, GLYPH_CONTENT_TYPE, GLYPH_CACHE_CONTROL);
  });

  // One layer ('/data/zoning/…') or several joined ('/data/zoning+former-city+basemap/…'): one request per position.
  router.get('/:layer/*tile', async (req, res) => {
    const set = parseLayerSet(req.params.layer);
    if (!set.ok) throw new AppError('not_found', 404, set.message);
    const path = parseTilePath(req.params.tile);
    if (!path.ok) throw new AppError('bad_tile_path', 400, path.message);

    const { z, x, y } = path.tile;
    const tile = await joined.getTile(set.layers, z, x, y);
    if (!tile) {
      res.status(204).setHeader('Cache-Control', TILE_CACHE_CONTROL);
      res.end();
      return;
    }
    sendVariant(req, res, { ...tile, identity: () => gunzipSync(tile.gzip) }, TILE_CONTENT_TYPE, TILE_CACHE_CONTROL);
  });

  return router;
}

interface Variants {
  gzip: Buffer;
  etag: string;
  identity: () => Buffer;
}

// The global compression() middleware leaves a response alone once Content-Encoding is set.
function sendVariant(req: Request, res: Response, body: Variants, contentType: string, cacheControl: string): void {
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  // A strong ETag names exact bytes, so the gunzipped variant gets a tag of its own.
  const etag = gzip ? `"${body.etag}"` : `"${body.etag}-identity"`;
  res.vary('Accept-Encoding');
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', cacheControl);
  if (matchesIfNoneMatch(req.get('If-None-Match'), etag)) {
    res.status(304).end();
    return;
  }
  const bytes = gzip ? body.gzip : body.identity();
  res.setHeader('Content-Type', contentType);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', String(bytes.length));
  res.end(bytes);
}

/** RFC 9110 §13.1.2: weak comparison, a list of tags or '*'. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
