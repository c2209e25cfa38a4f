import { describe, expect, it } from 'vitest';
import { TakenBoxes, clipSegment, placeLabel, placeStreetName, turnedRect } from './figure-labels';

const FRAME = { width: 200, height: 100 };

describe('clipSegment', () => {
  it('when a segment crosses the frame, then only its part inside is kept', () => {
    expect(clipSegment([-50, 50], [250, 50], 200, 100)).toEqual([[[0, 50], [200, 50]]]);
  });

  it('when a segment lies wholly outside, then nothing is kept', () => {
    expect(clipSegment([-50, -10], [250, -10], 200, 100)).toEqual([]);
  });
});

describe('placeStreetName', () => {
  it('when a street runs north, then its name reads upwards (angle -90°) at the middle of the stretch', () => {
    const spot = placeStreetName([[100, 100], [100, 0]], 40, 6, FRAME, () => true);
    expect(spot?.angle).toBeCloseTo(-Math.PI / 2);
    expect([spot?.x, spot?.y]).toEqual([100, 50]);
  });

  it('when the middle is taken, then the name moves along the street to a free place', () => {
    const taken = new TakenBoxes([{ left: 80, right: 120, top: 0, bottom: 100 }]);
    const spot = placeStreetName([[0, 50], [200, 50]], 40, 6, FRAME, (rect) => taken.isFree(rect));
    expect(spot).not.toBeNull();
    expect(spot && (spot.rect.right <= 80 || spot.rect.left >= 120)).toBe(true);
  });

  it('when no stretch is long enough for the name, then it is not placed', () => {
    expect(placeStreetName([[0, 50], [30, 50], [30, 90]], 40, 6, FRAME, () => true)).toBeNull();
  });
});

describe('placeLabel', () => {
  const texts = [{ text: 'RD (f13.5; a510)', width: 60 }, { text: 'RD', width: 10 }];

  it('when the full label fits across the zone, then it is used', () => {
    expect(placeLabel([{ x: 100, y: 50, room: 80 }], texts, 8, FRAME, () => true)?.text).toBe('RD (f13.5; a510)');
  });

  it('when only the symbol fits, then the symbol is used', () => {
    expect(placeLabel([{ x: 100, y: 50, room: 30 }], texts, 8, FRAME, () => true)?.text).toBe('RD');
  });

  it('when every spot is taken (the north arrow, another label), then no label is placed', () => {
    const taken = new TakenBoxes([{ left: 0, right: 200, top: 0, bottom: 100 }]);
    expect(placeLabel([{ x: 100, y: 50, room: 80 }], texts, 8, FRAME, (rect) => taken.isFree(rect))).toBeNull();
  });
});

describe('turnedRect', () => {
  it('when a label is turned a quarter, then its box swaps width and height', () => {
    const rect = turnedRect(0, 0, 40, 6, Math.PI / 2, 0);
    expect(rect.right - rect.left).toBeCloseTo(6);
    expect(rect.bottom - rect.top).toBeCloseTo(40);
  });
});
