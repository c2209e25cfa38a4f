import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BottomSheet } from './bottom-sheet';
import { SHEET_MAX_PERCENT, SHEET_MINIMIZED_PERCENT, SHEET_OPEN_PERCENT } from './bottom-sheet-snap';
import { holdFramesInEachTest } from '../../tests/dom/animation-frames';

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

// The tests draw the frames and space a finger's moves in time themselves (tests/dom/animation-frames.ts).
const frames = holdFramesInEachTest();

// jsdom has no pointer capture, which use-gesture asks for on every press.
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
});

// A finger on the handle, as use-gesture reads it: the primary button held, one pointer.
const finger = { pointerId: 1, isPrimary: true, pointerType: 'touch', button: 0, buttons: 1 };
const press = (handle: HTMLElement, clientY: number) => fireEvent.pointerDown(handle, { ...finger, clientX: 100, clientY });
const moveTo = (handle: HTMLElement, clientY: number) => fireEvent.pointerMove(handle, { ...finger, clientX: 100, clientY });
const release = (handle: HTMLElement, clientY: number) => fireEvent.pointerUp(handle, { ...finger, buttons: 0, clientX: 100, clientY });

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

  it('when the device draws a frame a second, then the sheet rests at 40 % on the first frame after its 300 ms', () => {
    // react-spring steps each frame by at most 64 ms: only the move's own deadline puts it at rest this soon.
    render(<Harness />);
    const sheet = screen.getByRole('region', { name: 'Property details' });

    fireEvent.click(screen.getByRole('button', { name: 'Pick a place' }));
    frames().draw(1_000);

    expect(sheet.style.height).toBe(`${SHEET_OPEN_PERCENT}dvh`);
  });

  it('when a render lands after a move has ended, then the sheet shows where its spring rests, not where it was rendered', () => {
    // React writes an animated element's style as it was rendered: a render computed mid-rise and committed after the
    // last frame (the answer filling in while the map is busy) once left the sheet at 35 %, its spring at rest at 40.
    const sheetWith = (text: string) => (
      <BottomSheet open onOpenChange={() => undefined} label="Property details" showLabel="Show details" hideLabel="Hide details">
        <p>{text}</p>
      </BottomSheet>
    );
    const { rerender } = render(sheetWith('Loading…'));
    const sheet = screen.getByRole('region', { name: 'Property details' });
    rerender(sheetWith('Zone Code'));
    sheet.style.height = '35dvh';

    rerender(sheetWith('Zone Code RD'));

    expect(sheet.style.height).toBe(`${SHEET_OPEN_PERCENT}dvh`);
  });

  it('when the handle is dragged up by a quarter of the window, then the sheet follows 1:1, then goes to the nearest stop', () => {
    const { changes, sheet, handle } = renderMinimizedSheet();
    const quarter = window.innerHeight / 4;

    press(handle, 600);
    moveTo(handle, 600 - quarter / 2);
    moveTo(handle, 600 - quarter);
    frames().draw();
    const followed = parseFloat(sheet.style.height);
    release(handle, 600 - quarter);
    fireEvent.click(handle, { detail: 1 }); // the drag's own click, which must not toggle it back
    frames().drawUntilIdle();

    expect(followed).toBeCloseTo(SHEET_MINIMIZED_PERCENT + 25, 5);
    expect(sheet.style.height).toBe(`${SHEET_OPEN_PERCENT}dvh`);
    expect(changes).toEqual([true]);
  });

  it('when the handle is pulled past 80 %, then it resists (moves less than the finger), then rests at 80 %', () => {
    const { sheet, handle } = renderMinimizedSheet();
    const fingerPercent = 95;
    const fingerY = 600 - ((fingerPercent - SHEET_MINIMIZED_PERCENT) / 100) * window.innerHeight;

    press(handle, 600);
    moveTo(handle, 400);
    moveTo(handle, fingerY);
    frames().draw();
    const pulled = parseFloat(sheet.style.height);
    release(handle, fingerY);
    frames().drawUntilIdle();

    expect(pulled).toBeGreaterThan(SHEET_MAX_PERCENT);
    expect(pulled).toBeLessThan(fingerPercent);
    expect(sheet.style.height).toBe(`${SHEET_MAX_PERCENT}dvh`);
  });

  it('when the handle is pressed and let go without moving, then it is a tap and nothing is dragged', () => {
    const { changes, sheet, handle } = renderMinimizedSheet();

    press(handle, 600);
    moveTo(handle, 599);
    const pressed = sheet.style.height;
    release(handle, 599);
    fireEvent.click(handle, { detail: 1 });

    expect(pressed).toBe(`${SHEET_MINIMIZED_PERCENT}dvh`);
    expect(changes).toEqual([true]);
  });

  it('when the focused handle gets arrow keys, then the sheet climbs a stop each and says where it is', () => {
    render(<Harness />);
    const handle = screen.getByRole('button', { name: 'Show details' });

    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    const first = screen.getByRole('status').textContent;
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    const second = screen.getByRole('status').textContent;
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });

    expect([first, second]).toEqual(['Details open, 40 % of the screen', 'Details open, 80 % of the screen']);
    expect(screen.getByRole('status').textContent).toBe('Details minimized');
    expect(handle.getAttribute('aria-expanded')).toBe('false');
    expect(handle.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
  });
});
