import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreBrowserOnline, setBrowserOnline } from '../../tests/dom/connection-kit';
import { isBrowserOnline, subscribeToConnection, useBrowserOnline } from './connection';

afterEach(() => restoreBrowserOnline());

describe('connection', () => {
  it('when the browser says nothing has changed, then it is online', () => {
    expect(isBrowserOnline()).toBe(true);
  });

  it('when the browser goes offline and back, then subscribers hear each change', () => {
    const notify = vi.fn();
    const unsubscribe = subscribeToConnection(notify);
    setBrowserOnline(false);
    expect(isBrowserOnline()).toBe(false);
    setBrowserOnline(true);
    expect(notify).toHaveBeenCalledTimes(2);
    unsubscribe();
    setBrowserOnline(false);
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('when the connection drops and returns, then the hook re-renders with each state', () => {
    const { result } = renderHook(() => useBrowserOnline());
    expect(result.current).toBe(true);
    act(() => setBrowserOnline(false));
    expect(result.current).toBe(false);
    act(() => setBrowserOnline(true));
    expect(result.current).toBe(true);
  });
});
