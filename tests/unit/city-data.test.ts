import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cityDataAvailable, isCiRun } from '../support/city-data';

describe('cityDataAvailable', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'zonebrief-city-data-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('when the folder is there, then the tests run, under CI or not', () => {
    const warned: string[] = [];
    expect(cityDataAvailable({ dir: root, env: { CI: 'true' }, warn: (line) => warned.push(line) })).toBe(true);
    expect(cityDataAvailable({ dir: root, env: {}, warn: (line) => warned.push(line) })).toBe(true);
    expect(warned).toEqual([]);
  });

  it('when the folder is missing under CI=true, then it throws naming the folder', () => {
    const missing = path.join(root, 'toronto');
    expect(() => cityDataAvailable({ dir: missing, env: { CI: 'true' }, warn: () => undefined })).toThrow(missing);
  });

  it('when the folder is missing outside CI, then the tests skip and the reason is written', () => {
    const missing = path.join(root, 'toronto');
    const warned: string[] = [];
    expect(cityDataAvailable({ dir: missing, env: { CI: 'false' }, warn: (line) => warned.push(line) })).toBe(false);
    expect(warned).toEqual([expect.stringContaining(`${missing} is missing`)]);
  });

  it('when CI is true or 1, then it is a CI run; unset, empty or false, it is not', () => {
    expect([{ CI: 'true' }, { CI: '1' }].map(isCiRun)).toEqual([true, true]);
    expect([{}, { CI: '' }, { CI: 'false' }, { CI: '0' }].map(isCiRun)).toEqual([false, false, false, false]);
  });
});
