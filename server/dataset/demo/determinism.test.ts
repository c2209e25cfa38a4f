import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../../src/lib/spatial/schema';
import { generateDemoDataset } from './generate';

/**
 * sha256 of the whole dataset as JSON, manifest and every layer included. It changes whenever the generator's
 * output changes: if that was intended, bump GENERATOR_VERSION in generate.ts and pin the new value here.
 */
const GOLDEN_SHA256 = '0f008f10ebbc471b9373ebc68ab218f926c5f6dbd9b75b04f87c43c85a978ba2';

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
