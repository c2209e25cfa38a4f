import { Globals } from '@react-spring/web';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';
import { SHEET_ANIMATION_MS, SHEET_OPEN_PERCENT } from './bottom-sheet-snap';

function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Pick a place
      </button>
      <BottomSheet open={open} onOpenChange={setOpen} label="Property details" showLabel="Show details" hideLabel="Hide details">
        <p>Zone Code</p>
      </BottomSheet>
    </>
  );
}

afterEach(cleanup);

describe('BottomSheet', () => {
  it('when minimized, then the handle is a collapsed button named Show details', () => {
    render(<Harness />);

    const handle = screen.getByRole('button', { name: 'Show details' });

    expect(handle.getAttribute('aria-expanded')).toBe('false');
  });

  it('when the handle is tapped, then the sheet opens and the handle says Hide details', () => {
    render(<Harness />);

    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));

    expect(screen.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('when the open handle is tapped, then the sheet minimizes again', () => {
    render(<Harness initiallyOpen />);

    fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));

    expect(screen.getByRole('button', { name: 'Show details' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('when the parent opens it, then its content becomes reachable', () => {
    render(<Harness />);
    const body = document.getElementById(screen.getByRole('button', { name: 'Show details' }).getAttribute('aria-controls') ?? '');
    const wasInert = body?.hasAttribute('inert');

    fireEvent.click(screen.getByRole('button', { name: 'Pick a place' }));

    expect(wasInert).toBe(true);
    expect(body?.hasAttribute('inert')).toBe(false);
  });

  it('when the device draws a frame a second, then the sheet still rests at 40 % by its second frame', async () => {
    // The animation loop is global: earlier tests' rises end and it stops, so it starts again on the frames given here.
    await new Promise((resolve) => setTimeout(resolve, 2 * SHEET_ANIMATION_MS));
    // The frames are given by hand, a second apart, as on a phone busy drawing the map.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const frames: FrameRequestCallback[] = [];
    Globals.assign({ requestAnimationFrame: (callback) => frames.push(callback) });
    const drawFrame = () => act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
    try {
      render(<Harness />);
      const sheet = screen.getByRole('region', { name: 'Property details' });

      fireEvent.click(screen.getByRole('button', { name: 'Pick a place' }));
      for (let frame = 0; frame < 2; frame += 1) {
        act(() => vi.advanceTimersByTime(1_000));
        drawFrame();
      }

      expect(sheet.style.height).toBe(`${SHEET_OPEN_PERCENT}dvh`);
    } finally {
      Globals.assign({ requestAnimationFrame: (callback) => window.requestAnimationFrame(callback) });
      vi.useRealTimers();
    }
  });
});
