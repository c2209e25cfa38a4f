import { describe, expect, it } from 'vitest';
import { canShowMap, missingDataMessages, preloadPlan, preloadProgress, preloadStatusText } from './map-data-plan';

describe('preloadPlan', () => {
  it('when on a desktop, then zoning gets 20 s × 3 and the boundary 15 s × 3', () => {
    expect(preloadPlan(false)).toEqual({
      boundary: { timeoutMs: 15_000, attempts: 3 },
      zoning: { timeoutMs: 20_000, attempts: 3 },
    });
  });

  it('when on a phone, then the boundary gets 10 s × 2 and zoning 30 s × 2', () => {
    expect(preloadPlan(true)).toEqual({
      boundary: { timeoutMs: 10_000, attempts: 2 },
      zoning: { timeoutMs: 30_000, attempts: 2 },
    });
  });
});

describe('preloadProgress', () => {
  it('when nothing has arrived, then it is 0 %', () => {
    expect(preloadProgress({ boundary: 'loading', zoning: 'loading' })).toBe(0);
  });

  it('when the boundary is in, then it is 40 %', () => {
    expect(preloadProgress({ boundary: 'done', zoning: 'loading' })).toBe(40);
  });

  it('when the zoning file waits for the map, then it is 40 %', () => {
    expect(preloadProgress({ boundary: 'done', zoning: 'waiting' })).toBe(40);
  });

  it('when both are settled, even by failing, then it is 100 %', () => {
    expect(preloadProgress({ boundary: 'done', zoning: 'failed' })).toBe(100);
  });
});

describe('canShowMap', () => {
  it('when the boundary is still loading, then the map waits', () => {
    expect(canShowMap({ boundary: 'loading', zoning: 'waiting' })).toBe(false);
  });

  it('when the boundary is in and the zoning file has not started, then the map shows', () => {
    expect(canShowMap({ boundary: 'done', zoning: 'waiting' })).toBe(true);
  });

  it('when both failed, then the map still shows', () => {
    expect(canShowMap({ boundary: 'failed', zoning: 'failed' })).toBe(true);
  });
});

describe('preload texts', () => {
  it('when the boundary is loading, then the status says so', () => {
    expect(preloadStatusText({ boundary: 'loading', zoning: 'waiting' })).toBe('Loading the Toronto boundary');
  });

  it('when the boundary is in, then the map is starting', () => {
    expect(preloadStatusText({ boundary: 'done', zoning: 'waiting' })).toBe('Starting the map');
  });

  it('when everything arrived, then nothing is reported missing', () => {
    expect(missingDataMessages({ boundary: 'done', zoning: 'done' })).toEqual([]);
  });

  it('when the boundary failed, then the message names the city boundary', () => {
    expect(missingDataMessages({ boundary: 'failed', zoning: 'done' })).toEqual([
      expect.stringContaining('Toronto city boundary'),
    ]);
  });
});
