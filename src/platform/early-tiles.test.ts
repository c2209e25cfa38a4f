import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTilesEarly, forgetEarlyTiles, takeEarlyTile } from './early-tiles';
import { tileGate } from './tile-gate';

afterEach(() => {
  forgetEarlyTiles();
  vi.unstubAllGlobals();
});

describe('tiles asked for early', () => {
  it('when a tile was asked for early, then the map takes that fetch once, and fetches itself after', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(url));
    });

    fetchTilesEarly(['/data/a/11/1/2.pbf', '/data/a/11/1/2.pbf', '/data/a/11/1/3.pbf'], 6);

    await vi.waitFor(() => expect(fetched).toEqual(['/data/a/11/1/2.pbf', '/data/a/11/1/3.pbf']));
    expect(await (await takeEarlyTile('/data/a/11/1/2.pbf'))?.text()).toBe('/data/a/11/1/2.pbf');
    expect(takeEarlyTile('/data/a/11/1/2.pbf')).toBeUndefined();
    expect(takeEarlyTile('/data/a/11/9/9.pbf')).toBeUndefined();
  });

  it('when an early fetch fails and nobody takes it, then nothing is left unhandled; when taken, the map gets the failure', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    fetchTilesEarly(['/data/a/11/1/2.pbf', '/data/a/11/1/3.pbf'], 6);

    await expect(takeEarlyTile('/data/a/11/1/2.pbf')).rejects.toThrow('Failed to fetch');
    forgetEarlyTiles();
    expect(takeEarlyTile('/data/a/11/1/3.pbf')).toBeUndefined();
  });

  it('when more tiles are asked for early than the limit, then at most that many are in flight at once (the map’s own gate)', async () => {
    let inFlight = 0;
    let most = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return new Response(url);
    });
    const urls = Array.from({ length: 8 }, (_, index) => `/data/a/11/1/${index}.pbf`);

    fetchTilesEarly(urls, 3);

    expect(tileGate.inFlight).toBe(3);
    for (const url of urls) expect(await (await takeEarlyTile(url))?.text()).toBe(url);
    expect(most).toBe(3);
  });
});
