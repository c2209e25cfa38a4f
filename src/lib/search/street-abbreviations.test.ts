import { describe, expect, it } from 'vitest';
import { expandStreetAbbreviations, normalizeAddress, tokenizeAddress } from './street-abbreviations';

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('expandStreetAbbreviations', () => {
  it("when the query has the spec's abbreviations, then each becomes the full street type", () => {
    expect(expandStreetAbbreviations('1 a ave 2 b blvd 3 c st 4 d rd 5 e dr'))
      .toBe('1 a Avenue 2 b Boulevard 3 c Street 4 d Road 5 e Drive');
  });

  it('when an abbreviation has a dot or capitals, then it is still expanded and the dot dropped', () => {
    expect(expandStreetAbbreviations('100 Queen ST. W.')).toBe('100 Queen Street West');
  });

  it('when a direction letter follows a street type, then it is spelt out', () => {
    expect(expandStreetAbbreviations('100 queen st w')).toBe('100 queen Street West');
    expect(expandStreetAbbreviations('5 Yonge Street n')).toBe('5 Yonge Street North');
  });

  it('when a direction letter does not follow a street type, then it is left alone', () => {
    expect(expandStreetAbbreviations('100 queen w')).toBe('100 queen w');
    expect(expandStreetAbbreviations('e')).toBe('e');
  });

  it('when the letters sit inside a word, then nothing changes', () => {
    expect(expandStreetAbbreviations('100 Stave Drumst')).toBe('100 Stave Drumst');
  });

  it('when St opens a street name, then it is read as Saint and kept', () => {
    expect(expandStreetAbbreviations('100 St Clair ave w')).toBe('100 St Clair Avenue West');
  });

  it('when the query has punctuation and spacing, then they are kept as typed', () => {
    expect(expandStreetAbbreviations('  100 queen st,  toronto ')).toBe('  100 queen Street,  toronto ');
  });
});

describe('normalizeAddress', () => {
  it('when the same address is written three ways, then all normalise identically', () => {
    const forms = ['100 Queen St W', '100 queen street west', '100 Queen St. W.'].map(normalizeAddress);
    expect(new Set(forms)).toEqual(new Set(['100 queen street west']));
  });

  it("when the City's suffixes are used, then they are spelt out", () => {
    expect(normalizeAddress('Cres Crt Terr Pl Sq Gdns Pkwy Hwy Blvd Rd Dr Ave'))
      .toBe('crescent court terrace place square gardens parkway highway boulevard road drive avenue');
  });

  it('when a suffix follows a name, then it is spelt out', () => {
    expect(normalizeAddress('12 Maple Cres')).toBe('12 maple crescent');
  });

  it('when St opens the street name, then it becomes saint on both sides', () => {
    expect(normalizeAddress('1 St Clair Ave E')).toBe('1 saint clair avenue east');
    expect(normalizeAddress('1 Saint Clair Avenue East')).toBe('1 saint clair avenue east');
  });

  it('when a letter follows the house number, then it is not read as a direction', () => {
    expect(normalizeAddress('100 E Queen')).toBe('100 e queen');
  });

  it('when the text has accents, apostrophes and commas, then they are removed', () => {
    expect(normalizeAddress("  12 O'Connor  Dr., Montréal ")).toBe('12 oconnor drive montreal');
  });
});

describe('words that name properties of every object', () => {
  it.each(PROTOTYPE_KEYS)('when %s is typed as a word or after a street type, then it is kept as typed', (key) => {
    expect(expandStreetAbbreviations(`10 ${key} St ${key}`)).toBe(`10 ${key} Street ${key}`);
  });

  it.each(PROTOTYPE_KEYS)('when %s is normalised as a word or after a street name, then it stays a plain word', (key) => {
    const word = tokenizeAddress(key).join(' ');

    expect(normalizeAddress(`10 ${key} St ${key}`)).toBe(`10 ${word} street ${word}`);
  });
});

describe('tokenizeAddress', () => {
  it('when the text is blank or only punctuation, then there are no tokens', () => {
    expect(tokenizeAddress(' ,.- ')).toEqual([]);
  });
});
