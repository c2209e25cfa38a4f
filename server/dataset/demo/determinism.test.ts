import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../schema';
import { generateDemoDataset } from './generate';

/**
 * sha256 of JSON.stringify({ zoning, parcels, addresses }). It changes whenever the generator's output
 * changes: if that was intended, bump GENERATOR_VERSION in generate.ts and pin the new value here.
 */
const GOLDEN_SHA256 = '485d970bc9f4c64342be2a242323ce3ba0d15dda6a198f6b2c42ee6ffb4b05bc';

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
