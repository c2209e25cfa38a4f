import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BottomSheet } from './bottom-sheet';

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
});
