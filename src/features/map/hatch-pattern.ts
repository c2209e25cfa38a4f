// The hatched-grey fill for former-city areas, drawn as raw RGBA pixels (no canvas needed).

export const FORMER_CITY_PATTERN_ID = 'former-city-hatch';

const SIZE = 16;
const LINE = [75, 85, 99, 210] as const; // dark grey, mostly opaque
const GROUND = [209, 213, 219, 110] as const; // light grey, translucent

/** A 16 × 16 tile with diagonal lines that join seamlessly when repeated. */
export function makeHatchPattern(): { width: number; height: number; data: Uint8Array } {
  const data = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const onLine = (x + y) % (SIZE / 2) < 2;
      data.set(onLine ? LINE : GROUND, (y * SIZE + x) * 4);
    }
  }
  return { width: SIZE, height: SIZE, data };
}
