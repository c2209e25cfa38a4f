// Golden briefs: for places of the demo dataset chosen by property (every zone chapter it has, a corner lot, a lot
// narrower than its minimum frontage, an exception, a holding zone, a former by-law area), the brief's JSON and its
// PDF's text must equal the files under tests/fixtures/briefs/ to the character. Each place's point is recorded in
// tests/fixtures/briefs/places.json, and the test first checks that the place there still has its property, so a
// dataset change fails loudly rather than silently briefing another kind of place.
//
// When a change to the brief is intended, rewrite the goldens (and re-pick the places) and review the diff:
//   UPDATE_GOLDENS=1 npx vitest run tests/unit/brief-goldens.test.ts

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { toLngLat } from '../../src/lib/geo/lng-lat';
import type { Dataset } from '../../src/lib/spatial/schema';
import { generateDemoDataset } from '../../server/dataset/demo/generate';
import { createSpatialService, type SpatialService } from '../../server/spatial/spatial-service';
import { GOLDEN_CASES, goldenReportId, makeGoldenBrief, pickGoldenPoints, placeAt, type GoldenPoint } from '../support/golden-briefs';

const DIRECTORY = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/briefs');
const PLACES = path.join(DIRECTORY, 'places.json');
const UPDATE = process.env.UPDATE_GOLDENS === '1';

const read = (file: string): string => {
  const at = path.join(DIRECTORY, file);
  if (!existsSync(at)) throw new Error(`${file} is missing: run UPDATE_GOLDENS=1 npx vitest run tests/unit/brief-goldens.test.ts`);
  return readFileSync(at, 'utf8');
};

describe('golden briefs of the demo dataset', () => {
  let dataset: Dataset;
  let spatial: SpatialService;
  let points: Record<string, GoldenPoint>;

  beforeAll(() => {
    dataset = generateDemoDataset();
    spatial = createSpatialService(dataset);
    if (UPDATE) {
      points = Object.fromEntries(pickGoldenPoints(dataset, spatial));
      mkdirSync(DIRECTORY, { recursive: true });
      writeFileSync(PLACES, `${JSON.stringify(points, null, 2)}\n`);
    } else {
      points = JSON.parse(read('places.json')) as Record<string, GoldenPoint>;
    }
  });

  it('when the goldens are listed, then there are at least 12 and every case has a recorded place', () => {
    expect(GOLDEN_CASES.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(points).sort()).toEqual(GOLDEN_CASES.map((golden) => golden.name).sort());
  });

  it.each(GOLDEN_CASES.map((golden, index) => [golden.name, golden, index] as const))(
    'when the brief for the %s place is made, then the place still has its property and the brief and PDF text equal the golden',
    async (name, golden, index) => {
      const point = points[name];
      if (point === undefined) throw new Error(`No place recorded for ${name}`);
      const place = placeAt(spatial, toLngLat(point.lng, point.lat));

      expect(place?.answer.parcel?.parceli2 ?? null, `the parcel at ${point.place}`).toBe(point.parcelId);
      expect(place !== null && golden.holds(place), `${point.place} must be ${golden.property}`).toBe(true);
      if (place === null) return;

      const { brief, text } = await makeGoldenBrief(spatial, place, goldenReportId(index));
      const json = `${JSON.stringify(brief, null, 2)}\n`;
      if (UPDATE) {
        writeFileSync(path.join(DIRECTORY, `${name}.json`), json);
        writeFileSync(path.join(DIRECTORY, `${name}.txt`), text);
      }

      expect(json).toBe(read(`${name}.json`));
      expect(text).toBe(read(`${name}.txt`));
      // The summary is one page on top: the cover, then the summary alone on page 2, and the sections from page 3.
      const pages = text.split(/^--- page \d+ ---$/m).slice(1);
      expect(pages[1]?.trimStart().startsWith('Summary'), 'the summary opens page 2').toBe(true);
      expect(pages[2]?.trimStart().startsWith('Property'), 'the sections start on page 3, after a one-page summary').toBe(true);
    },
  );
});
