import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from './mobile-menu';

afterEach(cleanup);

function renderMenu(onClose = vi.fn()) {
  const view = render(
    <MemoryRouter>
      <MobileMenu open onClose={onClose} />
    </MemoryRouter>,
  );
  return { ...view, onClose };
}

describe('MobileMenu', () => {
  it('shows the guest account card and the Navigation and Account sections', () => {
    renderMenu();
    expect(screen.getByText('Guest User')).toBeTruthy();
    expect(screen.getByText('Not signed in')).toBeTruthy();
    for (const name of ['Home', 'Pricing', 'Legal', 'Contact Us', 'Sign In']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Navigation' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy();
  });

  it('closes from the close button', () => {
    const { onClose } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes from the backdrop', () => {
    const { container, onClose } = renderMenu();
    fireEvent.click(container.querySelector('.mobile-menu__backdrop') as Element);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a swipe left of more than 80 px', () => {
    const { onClose } = renderMenu();
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.touchStart(panel, { touches: [{ clientX: 250, clientY: 300 }] });
    fireEvent.touchEnd(panel, { changedTouches: [{ clientX: 140, clientY: 320 }] });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape', () => {
    const { onClose } = renderMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
