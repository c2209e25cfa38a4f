import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';
import { SHEET_MINIMIZED_PERCENT, SHEET_OPEN_PERCENT } from './bottom-sheet-snap';

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

/** A minimized sheet on its own, and the open states it reports. */
function renderMinimizedSheet() {
  const changes: boolean[] = [];
  render(
    <BottomSheet open={false} onOpenChange={(open) => changes.push(open)} label="Property details" showLabel="Show details" hideLabel="Hide details">
      <p>Zone Code</p>
    </BottomSheet>,
  );
  return { changes, sheet: screen.getByRole('region', { name: 'Property details' }), handle: screen.getByRole('button', { name: 'Show details' }) };
}

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

  it('when the device draws a frame a second, then the sheet still rests at 40 % by its second frame', () => {
    // The frames are given by hand, a second apart, as on a phone busy drawing the map.
    vi.useFakeTimers({ toFake: ['performance'] });
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const drawFrame = () => act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
    try {
      render(<Harness />);
      const sheet = screen.getByRole('region', { name: 'Property details' });

      fireEvent.click(screen.getByRole('button', { name: 'Pick a place' }));
      for (let frame = 0; frame < 2; frame += 1) {
        vi.advanceTimersByTime(1_000);
        drawFrame();
      }

      expect(sheet.style.height).toBe(`${SHEET_OPEN_PERCENT}dvh`);
      expect(frames).toHaveLength(0);
    } finally {
      requestFrame.mockRestore();
      vi.useRealTimers();
    }
  });

  it('when the handle is dragged up by a quarter of the window, then the sheet follows and rests there, open', () => {
    const { changes, sheet, handle } = renderMinimizedSheet();
    const quarter = window.innerHeight / 4;

    fireEvent.pointerDown(handle, { pointerId: 1, isPrimary: true, button: 0, clientY: 600 });
    fireEvent.pointerMove(handle, { pointerId: 1, isPrimary: true, clientY: 600 - quarter });
    const followed = parseFloat(sheet.style.height);
    fireEvent.pointerUp(handle, { pointerId: 1, isPrimary: true, clientY: 600 - quarter });
    fireEvent.click(handle); // the drag's own click, which must not toggle it back

    expect(followed).toBeCloseTo(SHEET_MINIMIZED_PERCENT + 25, 5);
    expect(changes).toEqual([true]);
  });

  it('when the handle is pressed and let go without moving, then it is a tap and nothing is dragged', () => {
    const { changes, sheet, handle } = renderMinimizedSheet();

    fireEvent.pointerDown(handle, { pointerId: 1, isPrimary: true, button: 0, clientY: 600 });
    fireEvent.pointerMove(handle, { pointerId: 1, isPrimary: true, clientY: 599 });
    const pressed = sheet.style.height;
    fireEvent.pointerUp(handle, { pointerId: 1, isPrimary: true, clientY: 599 });
    fireEvent.click(handle);

    expect(pressed).toBe(`${SHEET_MINIMIZED_PERCENT}dvh`);
    expect(changes).toEqual([true]);
  });
});
