import { describe, expect, it } from 'vitest';
import type { AddressSearchResult } from '../api/geocode';
import { matchRecentSearches, MAX_RECENT_SEARCHES, readRecentSearches, withRecentPick } from './recent-searches';

function pick(n: number, display_name = `${n} Queen St W, Toronto, ON`): AddressSearchResult {
  return { place_id: `address:${n}`, display_name, lat: 43.65, lng: -79.38, highlighted_name: '', is_google_result: false };
}

describe('recent searches', () => {
  it('when a place is picked again, then it moves to the front and is kept once', () => {
    const list = withRecentPick(withRecentPick(withRecentPick([], pick(1)), pick(2)), pick(1));
    expect(list.map((r) => r.place_id)).toEqual(['address:1', 'address:2']);
  });

  it('when more than the limit are picked, then only the latest are kept', () => {
    let list = withRecentPick([], pick(0));
    for (let n = 1; n <= MAX_RECENT_SEARCHES + 3; n += 1) list = withRecentPick(list, pick(n));
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]?.place_id).toBe(`address:${MAX_RECENT_SEARCHES + 3}`);
  });

  it('when the typed words are in a kept label (abbreviated, reordered or half typed), then it matches with the match highlighted', () => {
    const list = withRecentPick([], pick(100, 'Toronto City Hall, 100 Queen St W, Toronto, ON'));
    for (const typed of ['100 queen street west', 'city hall', 'w queen', '100 que']) {
      expect(matchRecentSearches(list, typed).map((r) => r.place_id)).toEqual(['address:100']);
    }
    expect(matchRecentSearches(list, '100 queen')[0]?.highlighted_name).toBe('100 Queen');
    expect(matchRecentSearches(list, 'king st')).toEqual([]);
  });

  it('when what is stored is not a list of places, then the bad entries are dropped', () => {
    const good = withRecentPick([], pick(1))[0];
    expect(readRecentSearches({ not: 'a list' })).toEqual([]);
    expect(readRecentSearches([good, { place_id: 2 }, null, { ...good, lat: 'x' }])).toEqual([good]);
  });
});
