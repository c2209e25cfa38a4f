import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import { toLngLat } from '../../lib/geo/lng-lat';
import type { PlaceLookup } from '../../features/place-panel/model';
import { useHighlightedParcel } from './use-highlighted-parcel';

const origin = { point: toLngLat(-79.3817, 43.6488), source: 'Map Click' as const };
const answerOn = (parcelId: string | null) => ({ parcel: parcelId === null ? null : { parceli2: parcelId } }) as unknown as SpatialDataAnswer;
const ready = (parcelId: string | null): PlaceLookup => ({ status: 'ready', answer: answerOn(parcelId), ...origin }) as PlaceLookup;
const loading = { status: 'loading', ...origin } as PlaceLookup;

describe('useHighlightedParcel', () => {
  it('when a new look-up runs, then the last answer’s parcel stays highlighted until it settles', () => {
    const { result, rerender } = renderHook((lookup: PlaceLookup) => useHighlightedParcel(lookup), { initialProps: { status: 'idle' } as PlaceLookup });
    expect(result.current).toBeNull();

    rerender(ready('P1'));
    expect(result.current).toBe('P1');
    rerender(loading);
    expect(result.current).toBe('P1');
    rerender(ready('P2'));
    expect(result.current).toBe('P2');
  });

  it('when the next answer has no parcel or fails, then the highlight goes', () => {
    const { result, rerender } = renderHook((lookup: PlaceLookup) => useHighlightedParcel(lookup), { initialProps: ready('P1') });

    rerender(loading);
    rerender(ready(null));
    expect(result.current).toBeNull();

    rerender(ready('P3'));
    rerender(loading);
    rerender({ status: 'failed', error: { code: 'offline', message: 'offline' }, ...origin } as unknown as PlaceLookup);
    expect(result.current).toBeNull();
    rerender(loading);
    expect(result.current).toBeNull();
  });
});
