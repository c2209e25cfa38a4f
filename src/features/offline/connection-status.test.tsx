import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreBrowserOnline, setBrowserOnline } from '../../../tests/dom/connection-kit';
import { BACK_ONLINE_MS, BACK_ONLINE_TEXT, ConnectionStatus, OFFLINE_TEXT } from './connection-status';

afterEach(() => {
  cleanup();
  restoreBrowserOnline();
  vi.useRealTimers();
});

describe('connection status', () => {
  it('when the browser is online, then the live region is there and says nothing', () => {
    render(<ConnectionStatus />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
  });

  it('when the page opens offline, then it says so at once', () => {
    setBrowserOnline(false);
    render(<ConnectionStatus />);
    expect(screen.getByRole('status').textContent).toBe(`Offline. ${OFFLINE_TEXT}`);
  });

  it('when the connection drops, then the same live region says offline', () => {
    render(<ConnectionStatus />);
    const status = screen.getByRole('status');
    act(() => setBrowserOnline(false));
    expect(status.textContent).toContain('Offline.');
  });

  it('when the connection returns, then it says "Back online" for a moment, then nothing', () => {
    vi.useFakeTimers();
    setBrowserOnline(false);
    render(<ConnectionStatus />);
    act(() => setBrowserOnline(true));
    expect(screen.getByRole('status').textContent).toBe(BACK_ONLINE_TEXT);
    act(() => vi.advanceTimersByTime(BACK_ONLINE_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
