import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { testSession, testUser } from '../../../tests/fixtures/test-auth-gateway';
import { SessionContext, SIGNED_OUT, type SessionState } from '../../platform/session';
import { MapAccountButton } from './map-account-button';

function LoginPage() {
  const { state } = useLocation();
  return <p>{`login, back to ${(state as { from?: string } | null)?.from ?? 'nowhere'}`}</p>;
}

function renderButton(session: SessionState) {
  return render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={['/map?lat=43.7&lng=-79.4&z=17']}>
        <Routes>
          <Route path="/map" element={<MapAccountButton />} />
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </SessionContext>,
  );
}

afterEach(cleanup);

describe('MapAccountButton', () => {
  it('when the visitor is signed out, then Sign In leads to /login and back to the same view of the map', () => {
    renderButton(SIGNED_OUT);
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/login');
    fireEvent.click(signIn);
    expect(screen.getByText('login, back to /map?lat=43.7&lng=-79.4&z=17')).toBeTruthy();
  });

  it('when a user is signed in, then Account leads to /account', () => {
    renderButton({ status: 'signed-in', user: testUser(), session: testSession(), credits: 2 });
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('when the session is loading, then nothing is offered and the button\'s room is kept, hidden from assistive technology', () => {
    renderButton({ status: 'loading', user: null, session: null, credits: null });
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('.map-screen__account--room')?.getAttribute('aria-hidden')).toBe('true');
  });
});
