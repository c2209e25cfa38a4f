import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../../src/lib/spatial/schema';
import { generateDemoDataset } from './generate';

/**
 * sha256 of the whole dataset as JSON, manifest and every layer included. It changes whenever the generator's
 * output changes: if that was intended, bump GENERATOR_VERSION in generate.ts and pin the new value here.
 */
const GOLDEN_SHA256 = '6ce89190b71b5858c51ceaab48f219cea12a30df39b87f633d94c33084643bdf';

const digest = (dataset: Dataset) => createHash('sha256').update(JSON.stringify(dataset)).digest('hex');

let first: Dataset;
let second: Dataset;
beforeAll(() => {
  first = generateDemoDataset();
  second = generateDemoDataset();
});

describe('demo generator determinism', () => {
  it('when the dataset is generated twice, then both runs serialise to identical JSON', () => {
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('when the output is hashed, then it matches the pinned golden hash on every machine', () => {
    expect(digest(first)).toBe(GOLDEN_SHA256);
  });
});
