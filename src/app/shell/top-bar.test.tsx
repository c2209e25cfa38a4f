import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TopBar } from './top-bar';

afterEach(cleanup);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TopBar menuOpen={false} onOpenMenu={() => {}} />
    </MemoryRouter>,
  );
}

describe('TopBar', () => {
  it('shows Launch Map on the home page', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Launch Map' }).getAttribute('href')).toBe('/map');
  });

  it.each(['/blog', '/pricing', '/legal'])('hides Launch Map on %s', (path) => {
    renderAt(path);
    expect(screen.queryByRole('link', { name: 'Launch Map' })).toBeNull();
  });

  it('offers Sign In and Sign Up to a signed-out visitor', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/login?mode=signup');
  });

  it('has the logo link home and the Blog link', () => {
    renderAt('/blog');
    expect(screen.getByRole('link', { name: 'ZoneBrief home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
  });
});
