import { describe, expect, it } from 'vitest';
import { addressFixture } from '../../../tests/fixtures/address-fixture';
import { createGazetteer } from './gazetteer';

const names = (query: string): string[] => createGazetteer(addressFixture()).search(query).map((r) => r.display_name);

describe('createGazetteer search', () => {
  it('when the query is a complete address, then that address comes first', () => {
    expect(names('100 queen st w')[0]).toBe('Toronto City Hall, 100 Queen St W, Toronto, ON');
  });

  it('when the query is a complete address, then partial matches follow it', () => {
    expect(names('100 queen st w')).toEqual([
      'Toronto City Hall, 100 Queen St W, Toronto, ON',
      '1000 Queen St W, Toronto, ON',
      '1002 Queen St W, Toronto, ON',
    ]);
  });

  it('when the street is only partly given, then exact house numbers beat number prefixes', () => {
    expect(names('100 queen').slice(0, 3)).toEqual([
      '100 Queen St E, Toronto, ON',
      'Toronto City Hall, 100 Queen St W, Toronto, ON',
      '100 Queens Quay W, Toronto, ON',
    ]);
  });

  it('when abbreviations, dots, case and spacing differ, then the answer is the same', () => {
    const expected = names('100 Queen St W');
    for (const query of ['100 queen street west', '100 QUEEN ST. W.', '  100   Queen  St  W ', '100 Queen St W, Toronto, ON']) {
      expect(names(query), query).toEqual(expected);
    }
  });

  it('when the last word is half typed, then streets starting with it match', () => {
    expect(names('12 eu')).toEqual(['12 Euclid Ave, Toronto, ON', '120 Euclid Ave, Toronto, ON']);
  });

  it('when the house number is half typed, then numbers starting with it match', () => {
    expect(names('1 euclid')).toEqual(['12 Euclid Ave, Toronto, ON', '14 Euclid Ave, Toronto, ON', '120 Euclid Ave, Toronto, ON']);
  });

  it('when St opens a street name, then it is read as Saint', () => {
    expect(names('1 st clair ave w')).toEqual(['1 St Clair Ave W, Toronto, ON']);
  });

  it('when a landmark is named, then it is found by its name', () => {
    expect(names('city hall')).toEqual(['Toronto City Hall, 100 Queen St W, Toronto, ON']);
    expect(names('CN Tower')).toEqual(['CN Tower, 290 Bremner Blvd, Toronto, ON']);
  });

  it('when only a street is given, then its addresses are listed from the lowest number', () => {
    expect(names('euclid ave')).toEqual(['12 Euclid Ave, Toronto, ON', '14 Euclid Ave, Toronto, ON', '120 Euclid Ave, Toronto, ON']);
  });

  it('when more than ten addresses match, then ten are answered', () => {
    expect(names('long cres')).toHaveLength(10);
    expect(names('long cres')[0]).toBe('2 Long Cres, Toronto, ON');
  });

  it('when only a house number is given, then addresses with exactly that number are answered', () => {
    expect(names('120')).toEqual(['120 Euclid Ave, Toronto, ON']);
  });

  it('when nothing matches, then the list is empty', () => {
    expect(names('999 nowhere lane')).toEqual([]);
    expect(names('100 queen st n')).toEqual([]);
    expect(names('?!')).toEqual([]);
  });

  it('when the name has an apostrophe, then it matches with or without it', () => {
    expect(names("9 o'connor dr")).toEqual(["9 O'Connor Dr, Toronto, ON"]);
    expect(names('9 oconnor')).toEqual(["9 O'Connor Dr, Toronto, ON"]);
  });

  it('when a result is answered, then it carries the point, an id, the plain-text matched part and the place name', () => {
    const [first] = createGazetteer(addressFixture()).search('100 queen st w');

    expect(first).toEqual({
      place_id: 'address:1000',
      display_name: 'Toronto City Hall, 100 Queen St W, Toronto, ON',
      lat: 43.6534,
      lng: -79.3841,
      highlighted_name: '100 Queen St W',
      is_google_result: false,
      place_name: 'Toronto City Hall',
    });
  });

  it('when a result is a plain address, then it carries no place name', () => {
    const [first] = createGazetteer(addressFixture()).search('12 euclid ave');

    expect(first?.display_name).toBe('12 Euclid Ave, Toronto, ON');
    expect(first).not.toHaveProperty('place_name');
  });

  it('when the dataset has no addresses, then every search is empty', () => {
    expect(createGazetteer([]).search('100 queen st w')).toEqual([]);
  });
});
