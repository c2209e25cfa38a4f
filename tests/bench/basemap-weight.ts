// What the basemap adds to a z15 view, over HTTP: the gzip bytes of the basemap tiles a 1280×800 window covers
// (MapLibre's 512-px tiles) plus the label glyphs, at a few views; the heaviest is held against the 150 KB target.

const WINDOW = { width: 1280, height: 800 };
const ZOOM = 15;
const TILE_PX = 512;
/** Downtown's densest street grid, a midtown crossing and the waterfront (streets, names and the lake). */
const VIEWS = [
  { name: 'Queen St W at Spadina Ave', lng: -79.396, lat: 43.649 },
  { name: 'Yonge St at Bloor St', lng: -79.3856, lat: 43.6709 },
  { name: 'the waterfront at Bay St', lng: -79.38, lat: 43.641 },
];
const GLYPH_RANGE = '/data/fonts/Noto%20Sans%20Regular/0-255.pbf';

export interface BasemapWeight {
  view: string;
  tiles: number;
  bytes: number;
}

function tilesInWindow(lng: number, lat: number): { x: number; y: number }[] {
  const world = TILE_PX * 2 ** ZOOM;
  const rad = (lat * Math.PI) / 180;
  const cx = ((lng + 180) / 360) * world;
  const cy = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * world;
  const tiles: { x: number; y: number }[] = [];
  for (let x = Math.floor((cx - WINDOW.width / 2) / TILE_PX); x <= Math.floor((cx + WINDOW.width / 2) / TILE_PX); x += 1) {
    for (let y = Math.floor((cy - WINDOW.height / 2) / TILE_PX); y <= Math.floor((cy + WINDOW.height / 2) / TILE_PX); y += 1) tiles.push({ x, y });
  }
  return tiles;
}

/** Bytes on the wire as the browser would receive them (gzip); an empty tile (204) costs none. */
async function gzipBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  return Number(response.headers.get('content-length') ?? 0);
}

export async function measureBasemapWeight(baseUrl: string): Promise<BasemapWeight[]> {
  const glyphs = await gzipBytes(`${baseUrl}${GLYPH_RANGE}`);
  const weights: BasemapWeight[] = [];
  for (const view of VIEWS) {
    const tiles = tilesInWindow(view.lng, view.lat);
    let bytes = glyphs;
    for (const { x, y } of tiles) bytes += await gzipBytes(`${baseUrl}/data/basemap/${ZOOM}/${x}/${y}.pbf`);
    weights.push({ view: view.name, tiles: tiles.length, bytes });
  }
  return weights;
}
