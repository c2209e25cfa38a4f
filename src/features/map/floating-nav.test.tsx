import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { testSession, testUser } from '../../../tests/fixtures/test-auth-gateway';
import { LOCAL_SESSION_KEY } from '../../platform/auth/session-keys';
import { SessionContext, SIGNED_OUT, type SessionState } from '../../platform/session';
import { FloatingNav } from './floating-nav';

const LOADING: SessionState = { status: 'loading', user: null, session: null, credits: null };

function renderNav(session: SessionState) {
  return render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={['/map']}>
        <FloatingNav />
      </MemoryRouter>
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
