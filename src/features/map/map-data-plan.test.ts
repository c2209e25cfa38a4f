import { describe, expect, it } from 'vitest';
import { canShowMap, DESKTOP_PLAN, missingDataMessages, MOBILE_PLAN, preloadPlan, preloadProgress, preloadStatusText } from './map-data-plan';

describe('preloadPlan', () => {
  it('when on a desktop, then zoning gets 20 s × 3 and the boundary 15 s × 3, both before the map', () => {
    expect(preloadPlan(false)).toEqual({
      progressive: false,
      boundary: { timeoutMs: 15_000, attempts: 3 },
      zoning: { timeoutMs: 20_000, attempts: 3 },
    });
  });

  it('when on a phone, then the boundary gets 10 s × 2 and zoning 30 s × 2, loaded progressively', () => {
    expect(preloadPlan(true)).toEqual({
      progressive: true,
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

  it('when both are settled, even by failing, then it is 100 %', () => {
    expect(preloadProgress({ boundary: 'done', zoning: 'failed' })).toBe(100);
  });
});

describe('canShowMap', () => {
  it('when on a desktop with zoning still loading, then the map waits', () => {
    expect(canShowMap(DESKTOP_PLAN, { boundary: 'done', zoning: 'loading' })).toBe(false);
  });

  it('when on a phone with the boundary in and zoning still loading, then the map shows', () => {
    expect(canShowMap(MOBILE_PLAN, { boundary: 'done', zoning: 'loading' })).toBe(true);
  });

  it('when on a desktop both failed, then the map still shows', () => {
    expect(canShowMap(DESKTOP_PLAN, { boundary: 'failed', zoning: 'failed' })).toBe(true);
  });
});

describe('preload texts', () => {
  it('when the boundary is loading, then the status says so', () => {
    expect(preloadStatusText({ boundary: 'loading', zoning: 'loading' })).toBe('Loading the Toronto boundary');
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
