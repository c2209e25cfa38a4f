import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTilesEarly, forgetEarlyTiles, takeEarlyTile } from './early-tiles';

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

    fetchTilesEarly(['/data/a/11/1/2.pbf', '/data/a/11/1/2.pbf', '/data/a/11/1/3.pbf']);

    expect(fetched).toEqual(['/data/a/11/1/2.pbf', '/data/a/11/1/3.pbf']);
    expect(await (await takeEarlyTile('/data/a/11/1/2.pbf'))?.text()).toBe('/data/a/11/1/2.pbf');
    expect(takeEarlyTile('/data/a/11/1/2.pbf')).toBeUndefined();
    expect(takeEarlyTile('/data/a/11/9/9.pbf')).toBeUndefined();
  });

  it('when an early fetch fails and nobody takes it, then nothing is left unhandled; when taken, the map gets the failure', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    fetchTilesEarly(['/data/a/11/1/2.pbf', '/data/a/11/1/3.pbf']);

    await expect(takeEarlyTile('/data/a/11/1/2.pbf')).rejects.toThrow('Failed to fetch');
    forgetEarlyTiles();
    expect(takeEarlyTile('/data/a/11/1/3.pbf')).toBeUndefined();
  });
});
