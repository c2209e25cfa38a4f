import { describe, expect, it } from 'vitest';
import { searchZoomForWidth } from './search-zoom';

describe('searchZoomForWidth', () => {
  it.each([
    [390, 17],
    [767, 17],
    [768, 16],
    [1023, 16],
    [1024, 18],
    [1280, 18],
  ])('when the viewport is %i px wide, then the map flies to zoom %i', (width, zoom) => {
    expect(searchZoomForWidth(width)).toBe(zoom);
  });
});
