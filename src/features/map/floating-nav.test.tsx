import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { testSession, testUser } from '../../../tests/fixtures/test-auth-gateway';
import { LOCAL_SESSION_KEY } from '../../platform/auth/session-keys';
import { SessionContext, SIGNED_OUT, type SessionState } from '../../platform/session';
import { BalanceChip, FloatingNav } from './floating-nav';

const LOADING: SessionState = { status: 'loading', user: null, session: null, credits: null };

function renderNav(session: SessionState, nav = <FloatingNav />) {
  return render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={['/map']}>{nav}</MemoryRouter>
    </SessionContext>,
  );
}

/** The account part's invisible room: its labels, in order. */
const keptRoom = () => [...document.querySelectorAll('.floating-nav__link--room')].map((element) => element.textContent);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('FloatingNav', () => {
  it('when the session is loading for a visitor with none kept, then nothing is offered and the room of Sign In is kept', () => {
    renderNav(LOADING);
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(keptRoom()).toEqual(['Sign In']);
    expect(document.querySelector('.floating-nav__link--room')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('when the session is loading with one kept, then the room of the balance and Account is kept', () => {
    localStorage.setItem(LOCAL_SESSION_KEY, JSON.stringify(testSession()));
    renderNav(LOADING);
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    expect(keptRoom()).toEqual(['... Credits', 'Account']);
  });

  it('when the session is known, then its links show and no room is kept', () => {
    renderNav(SIGNED_OUT);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    cleanup();
    renderNav({ status: 'signed-in', user: testUser(), session: testSession(), credits: 2 });
    expect(screen.getByRole('link', { name: '2 Credits' })).toBeTruthy();
    expect(keptRoom()).toEqual([]);
  });
});

describe('BalanceChip (the phone map)', () => {
  it('when a user is signed in, then only the balance shows, as a way to buy credits', () => {
    renderNav({ status: 'signed-in', user: testUser(), session: testSession(), credits: 2 }, <BalanceChip />);
    expect(screen.getByRole('link', { name: '2 Credits' }).getAttribute('href')).toBe('/account/pricing');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('when the visitor is signed out, then it shows nothing', () => {
    renderNav(SIGNED_OUT, <BalanceChip />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(keptRoom()).toEqual([]);
  });

  it('when a kept session is loading, then the room of the balance is kept', () => {
    localStorage.setItem(LOCAL_SESSION_KEY, JSON.stringify(testSession()));
    renderNav(LOADING, <BalanceChip />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(keptRoom()).toEqual(['... Credits']);
  });
});
