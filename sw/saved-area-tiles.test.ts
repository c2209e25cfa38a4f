import { describe, expect, it } from 'vitest';
import { FakeCacheStorage } from '../tests/fakes/fake-cache-storage';
import { CACHE_NAMES } from './cache-names';
import { savedAreaFirst } from './saved-area-tiles';

const ORIGIN = 'https://zonebrief.example';
const tile = (version: string) => new Request(`${ORIGIN}/data/zoning+former-city+basemap/15/9159/11958.pbf?v=${version}`);
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

async function savedUnder(version: string, body: string): Promise<FakeCacheStorage> {
  const storage = new FakeCacheStorage();
  await (await storage.open(CACHE_NAMES.savedAreas)).put(tile(version), new Response(body));
  return storage;
}

describe('the tile a saved area answers with', () => {
  it('when a saved area holds the tile, then it answers, and nothing is asked of the network', async () => {
    const storage = await savedUnder('b', 'saved b');
    let browsed = 0;

    const answer = await savedAreaFirst(storage as unknown as CacheStorage, tile('b'), () => {
      browsed += 1;
      return Promise.resolve(new Response('network'));
    });

    expect(await answer.text()).toBe('saved b');
    expect(browsed).toBe(0);
  });

  it('when the area was saved under an earlier version, then online the current tile comes from the network', async () => {
    const storage = await savedUnder('a', 'saved a');

    const answer = await savedAreaFirst(storage as unknown as CacheStorage, tile('b'), () => Promise.resolve(new Response('network b')));

    expect(await answer.text()).toBe('network b');
  });

  it('when the area was saved under an earlier version and the network fails, then its own tile of that place answers', async () => {
    const storage = await savedUnder('a', 'saved a');

    const answer = await savedAreaFirst(storage as unknown as CacheStorage, tile('b'), offline);

    expect(await answer.text()).toBe('saved a');
  });

  it('when no saved area holds the place and the network fails, then the failure stands', async () => {
    const storage = new FakeCacheStorage();

    await expect(savedAreaFirst(storage as unknown as CacheStorage, tile('b'), offline)).rejects.toThrow('Failed to fetch');
  });
});
