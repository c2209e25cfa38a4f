import { describe, expect, it } from 'vitest';
import { colourOfGroup, colourOfZone, UNKNOWN_ZONE_COLOUR, ZONE_COLOURS } from './zone-colours';

describe('zone colours', () => {
  it('gives each of the nine groups its own colour', () => {
    expect(new Set(ZONE_COLOURS.map((entry) => entry.colour)).size).toBe(9);
  });

  it('colours a zone symbol by its group', () => {
    expect(colourOfZone('RD')).toBe(colourOfGroup('R'));
    expect(colourOfZone('ON')).toBe(colourOfGroup('O'));
  });

  it('falls back to the unknown colour for a symbol it does not know', () => {
    expect(colourOfZone('ZZ')).toBe(UNKNOWN_ZONE_COLOUR);
  });
});
