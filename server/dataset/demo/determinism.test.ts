import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../schema';
import { generateDemoDataset } from './generate';

/**
 * sha256 of JSON.stringify({ zoning, parcels, addresses }). It changes whenever the generator's output
 * changes: if that was intended, bump GENERATOR_VERSION in generate.ts and pin the new value here.
 */
const GOLDEN_SHA256 = 'be6ebe7735cc777468ce9c8d926d5ea77cbe7b973bcf518b757b17ec05c7905e';

const digest = (dataset: Dataset) =>
  createHash('sha256')
    .update(JSON.stringify({ zoning: dataset.zoning, parcels: dataset.parcels, addresses: dataset.addresses }))
    .digest('hex');

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
